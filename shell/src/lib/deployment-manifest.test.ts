import { loadDeploymentManifest, parseDeploymentManifest, readInlineManifest } from './deployment-manifest';

const manifest = {
  buildId: '2025-03-10.4',
  apiBaseUrl: 'http://localhost:4000/',
  remotes: {
    marketing: '/remotes/marketing/remoteEntry.js',
    demos: 'https://demos.example.my/remoteEntry.js',
  },
  flags: { partnerBenefitBanner: true, salesClosed: false },
  adsTag: { tagId: 'AW-123456789', conversionLabels: { calculator: 'calc-1', newsletter: null } },
};

function inline(text: string) {
  document.head.innerHTML = `<script id="deployment-manifest" type="application/json">${text}</script>`;
}

describe('deployment manifest', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads the copy the web server inlined, without a request', async () => {
    inline(JSON.stringify(manifest));
    const fetcher = jest.fn();
    await expect(loadDeploymentManifest(document, fetcher)).resolves.toEqual(manifest);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('fetches /deployment-manifest.json when nothing was inlined', async () => {
    const fetcher = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => manifest });
    await expect(loadDeploymentManifest(document, fetcher)).resolves.toEqual(manifest);
    expect(fetcher).toHaveBeenCalledWith(
      '/deployment-manifest.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('falls back to the URL when the inline copy is broken, and fails on an HTTP error', async () => {
    inline('{ not json');
    expect(readInlineManifest()).toBeNull();
    const fetcher = jest.fn().mockResolvedValue({ ok: false, status: 503, json: async () => ({}) });
    await expect(loadDeploymentManifest(document, fetcher)).rejects.toThrow('HTTP 503');
  });

  it('reads no ads tag from a malformed one, and drops a malformed label', () => {
    const parse = (adsTag: unknown) => parseDeploymentManifest({ ...manifest, adsTag }).adsTag;
    expect(parse({ tagId: 'G-123', conversionLabels: { calculator: 'c' } })).toBeNull();
    expect(parse('AW-1')).toBeNull();
    expect(parse({ tagId: 'AW-1', conversionLabels: { calculator: 'a/b', newsletter: 'n_1' } })).toEqual({
      tagId: 'AW-1',
      conversionLabels: { calculator: null, newsletter: 'n_1' },
    });
  });

  it('keeps only known remotes and defaults the flags to off', () => {
    expect(
      parseDeploymentManifest({
        buildId: 'b',
        apiBaseUrl: '',
        remotes: { marketing: '/m.js', other: '/o.js', ekyc: 3 },
      }),
    ).toEqual({
      buildId: 'b',
      apiBaseUrl: '/',
      remotes: { marketing: '/m.js' },
      flags: { partnerBenefitBanner: false, salesClosed: false },
      adsTag: null,
    });
    expect(() => parseDeploymentManifest('nope')).toThrow();
  });
});
