import { ConfigError, readServerConfig } from './config';

describe('readServerConfig', () => {
  it('has the product defaults', () => {
    expect(readServerConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      apiUrl: 'http://localhost:4000/',
      remoteEntryUrls: {},
      flags: { partnerBenefitBanner: false, salesClosed: false },
      salesClosedFrom: null,
      adsTag: null,
      logLevel: 'warn',
    });
  });

  it('reads every variable', () => {
    const config = readServerConfig({
      PORT: '8180',
      API_URL: 'https://api.teduh.my/v1',
      TEDUH_REMOTE_DEMOS_URL: 'https://demos.teduh.my/',
      TEDUH_REMOTE_PUSARA_JOURNEY_URL: 'https://cdn.teduh.my/pusara/remoteEntry.js',
      TEDUH_FLAG_PARTNER_BENEFIT_BANNER: 'true',
      TEDUH_FLAG_SALES_CLOSED: 'FALSE',
      TEDUH_SALES_CLOSED_FROM: '2025-10-01',
    });
    expect(config.salesClosedFrom).toBe('2025-10-01');
    expect(config.port).toBe(8180);
    expect(config.apiUrl).toBe('https://api.teduh.my/v1/');
    expect(config.remoteEntryUrls).toEqual({
      demos: 'https://demos.teduh.my/remoteEntry.js',
      pusara_journey: 'https://cdn.teduh.my/pusara/remoteEntry.js',
    });
    expect(config.flags).toEqual({ partnerBenefitBanner: true, salesClosed: false });
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      readServerConfig({
        PORT: '80a',
        API_URL: 'localhost:4000',
        TEDUH_REMOTE_DEMO_URL: 'https://demos.teduh.my/',
        TEDUH_REMOTE_EKYC_URL: 'https://ekyc.teduh.my/entry',
        TEDUH_FLAG_SALES_CLOSED: 'yes',
        TEDUH_SALES_CLOSED_FROM: '2025-02-30',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "80a").',
      'API_URL must be an absolute http(s) URL (got "localhost:4000").',
      expect.stringMatching(
        /^TEDUH_REMOTE_DEMO_URL names no remote; use one of TEDUH_REMOTE_MARKETING_URL, .*TEDUH_REMOTE_DEMOS_URL\.$/,
      ),
      'TEDUH_REMOTE_EKYC_URL must point at the remote\'s remoteEntry.js or at its folder ending with "/".',
      'TEDUH_FLAG_SALES_CLOSED must be "true" or "false" (got "yes").',
      'TEDUH_SALES_CLOSED_FROM must be a day written YYYY-MM-DD, e.g. 2025-10-01 (got "2025-02-30").',
    ]);
    expect(message).toMatch(/^Invalid web server configuration:\n {2}- PORT/);
  });

  it('reads the ads tag and its conversion labels; a kind without a label is not reported', () => {
    expect(
      readServerConfig({
        TEDUH_ADS_TAG_ID: ' AW-123456789 ',
        TEDUH_ADS_CONVERSION_LABEL_NEWSLETTER: 'AbC-dEf_123',
      }).adsTag,
    ).toEqual({ tagId: 'AW-123456789', conversionLabels: { calculator: null, newsletter: 'AbC-dEf_123' } });
  });

  it('refuses a malformed ads tag, a label without a tag, and a tag without any label', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        readServerConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problemsOf({ TEDUH_ADS_TAG_ID: 'G-ABC123', TEDUH_ADS_CONVERSION_LABEL_CALCULATOR: 'x1' })).toEqual(
      ['TEDUH_ADS_TAG_ID must be a Google Ads tag id such as AW-123456789 (got "G-ABC123").'],
    );
    expect(problemsOf({ TEDUH_ADS_CONVERSION_LABEL_CALCULATOR: 'x1' })).toEqual([
      'TEDUH_ADS_CONVERSION_LABEL_CALCULATOR is set without TEDUH_ADS_TAG_ID.',
    ]);
    expect(problemsOf({ TEDUH_ADS_TAG_ID: 'AW-1', TEDUH_ADS_CONVERSION_LABEL_NEWSLETTER: 'a/b' })).toEqual([
      'TEDUH_ADS_CONVERSION_LABEL_NEWSLETTER must be a conversion label of letters, digits, "_" or "-" (got "a/b").',
    ]);
    expect(problemsOf({ TEDUH_ADS_TAG_ID: 'AW-1' })).toEqual([
      'TEDUH_ADS_TAG_ID needs a conversion to report: set TEDUH_ADS_CONVERSION_LABEL_CALCULATOR or TEDUH_ADS_CONVERSION_LABEL_NEWSLETTER.',
    ]);
  });

  it('rejects a port out of range', () => {
    expect(() => readServerConfig({ PORT: '70000' })).toThrow('PORT must be a whole number from 1 to 65535');
  });
});
