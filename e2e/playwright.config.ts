// Drives the production build in Debian's Chromium. `npm test` builds first; alone: `npm run build` then
// `npx playwright test -c e2e/playwright.config.ts`.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { adsTag, apiScripts, ports, repoRoot, urlOf } from './support/servers';

const ci = Boolean(process.env.CI);
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const apiUrl = `${urlOf(ports.api)}/`;
const webOrigins = [
  ports.web,
  ports.webDemosDown,
  ports.webDemosMoved,
  ports.webSalesClosed,
  ports.webAds,
  ports.partnerStandalone,
].map(urlOf);
const api = apiScripts();
const apiCommand = ['seed', 'start']
  .filter((script) => api[script])
  .map((script) => `npm run ${script} --workspace api --silent`)
  .join(' && ');

function webServer(port: number, env: Record<string, string> = {}) {
  return {
    command: `${tsx} shell/server/main.ts`,
    cwd: repoRoot,
    url: `${urlOf(port)}/deployment-manifest.json`,
    env: { PORT: String(port), API_URL: apiUrl, LOG_LEVEL: 'warn', ...env },
    reuseExistingServer: !ci,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: ci ? 1 : 0,
  // Journeys that walk several pages and run axe need more than 30 s on a busy 2-core machine.
  timeout: 60_000,
  // CI's machines vary about threefold in speed: a remote's first page can take more than 10 s to show there.
  expect: { timeout: ci ? 20_000 : 10_000 },
  outputDir: path.join(repoRoot, 'test-results'),
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, 'reports', 'e2e.json') }]],
  use: {
    baseURL: urlOf(ports.web),
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    ...(api.start
      ? [
          {
            command: 'npm run sandbox:ekyc --workspace api --silent',
            cwd: repoRoot,
            port: ports.ekycVendor,
            env: { PORT: String(ports.ekycVendor), LOG_LEVEL: 'warn' },
            reuseExistingServer: !ci,
            timeout: 60_000,
          },
          {
            command: 'npm run sandbox:card --workspace api --silent',
            cwd: repoRoot,
            port: ports.cardSandbox,
            env: {
              PORT: String(ports.cardSandbox),
              CARD_SANDBOX_PUBLIC_URL: urlOf(ports.cardSandbox),
              CARD_SANDBOX_WEBHOOK_URL: `${apiUrl}payments/providers/xendit/webhooks/`,
              LOG_LEVEL: 'warn',
            },
            reuseExistingServer: !ci,
            timeout: 60_000,
          },
          {
            command: 'npm run sandbox:fpx --workspace api --silent',
            cwd: repoRoot,
            port: ports.fpxSandbox,
            env: {
              PORT: String(ports.fpxSandbox),
              FPX_SANDBOX_PUBLIC_URL: urlOf(ports.fpxSandbox),
              FPX_SANDBOX_CALLBACK_URL: `${apiUrl}payment/api/v1/fpx/callback/`,
              LOG_LEVEL: 'warn',
            },
            reuseExistingServer: !ci,
            timeout: 60_000,
          },
          ...(['google', 'apple', 'facebook'] as const).map((provider) => {
            const port = ports[`${provider}Sandbox`];
            return {
              command: `npm run sandbox:${provider} --workspace api --silent`,
              cwd: repoRoot,
              port,
              env: {
                PORT: String(port),
                IDENTITY_SANDBOX_PUBLIC_URL: urlOf(port),
                IDENTITY_SANDBOX_API_URL: urlOf(ports.api),
                LOG_LEVEL: 'warn',
              },
              reuseExistingServer: !ci,
              timeout: 60_000,
            };
          }),
          {
            command: 'npm run sandbox:partner-eligibility --workspace api --silent',
            cwd: repoRoot,
            port: ports.partnerEligibility,
            env: { PORT: String(ports.partnerEligibility), LOG_LEVEL: 'warn' },
            reuseExistingServer: !ci,
            timeout: 60_000,
          },
          {
            command: 'npm run sandbox:partner-insurer --workspace api --silent',
            cwd: repoRoot,
            port: ports.partnerInsurer,
            env: {
              PORT: String(ports.partnerInsurer),
              PARTNER_INSURER_SANDBOX_PUBLIC_URL: urlOf(ports.partnerInsurer),
              PARTNER_INSURER_SANDBOX_CALLBACK_URL: `${apiUrl}partners/api/v1/insurer/callback/`,
              LOG_LEVEL: 'warn',
            },
            reuseExistingServer: !ci,
            timeout: 60_000,
          },
          {
            command: 'npm run sandbox:sms --workspace api --silent',
            cwd: repoRoot,
            port: ports.smsSandbox,
            env: { PORT: String(ports.smsSandbox), SMS_SANDBOX_STEP_MS: '100', LOG_LEVEL: 'warn' },
            reuseExistingServer: !ci,
            timeout: 60_000,
          },
          {
            // Always the embedded database in its own folder (even when DATABASE_URL is set for jest), seeded.
            command: `env -u DATABASE_URL sh -c "${apiCommand}"`,
            cwd: repoRoot,
            port: ports.api,
            env: {
              PORT: String(ports.api),
              PGLITE_DATA_DIR: path.join(repoRoot, '.data', 'e2e-pglite'),
              WEB_URL: urlOf(ports.web),
              CORS_ORIGINS: webOrigins.join(','),
              EKYC_VENDOR_URL: urlOf(ports.ekycVendor),
              CARD_PROVIDER_URL: urlOf(ports.cardSandbox),
              FPX_URL: urlOf(ports.fpxSandbox),
              PARTNER_ELIGIBILITY_URL: urlOf(ports.partnerEligibility),
              PARTNER_INSURER_URL: urlOf(ports.partnerInsurer),
              SMS_PROVIDER_URL: urlOf(ports.smsSandbox),
              SMS_STATUS_CALLBACK_URL: `${apiUrl}sms/api/v1/status/`,
              GOOGLE_ISSUER: urlOf(ports.googleSandbox),
              APPLE_ISSUER: urlOf(ports.appleSandbox),
              FACEBOOK_DIALOG_URL: urlOf(ports.facebookSandbox),
              FACEBOOK_GRAPH_URL: urlOf(ports.facebookSandbox),
              // Every test signs in or registers from the same address, two at a time: the production limit
              // (10 a minute) would refuse some of them. The limit itself is tested in api/test.
              RATE_LIMIT_AUTH_MAX: '600',
              // The suite reads PINs and mail from /dev/mailbox, runs auto-billing at /dev and signs in as the
              // demo member.
              DEV_ROUTES: 'true',
              OPENAPI_UI: 'true',
              SEED_DEMO_ACCOUNTS: 'true',
              LOG_LEVEL: 'warn',
            },
            reuseExistingServer: !ci,
            timeout: 120_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
          },
        ]
      : []),
    webServer(ports.web),
    webServer(ports.webDemosDown, { TEDUH_REMOTE_DEMOS_URL: `${urlOf(ports.closed)}/remoteEntry.js` }),
    {
      command: `${tsx} shell/server/serve-standalone.ts demos ${ports.demosStandalone}`,
      cwd: repoRoot,
      url: `${urlOf(ports.demosStandalone)}/remoteEntry.js`,
      reuseExistingServer: !ci,
      timeout: 60_000,
    },
    {
      // The charity partner's own deployment: the partner journeys remote alone, on another origin, with the
      // partner's logo and colours from its data, talking to the same API.
      command: `${tsx} shell/server/serve-standalone.ts partner_journeys ${ports.partnerStandalone}`,
      cwd: repoRoot,
      url: `${urlOf(ports.partnerStandalone)}/remoteEntry.js`,
      env: { STANDALONE_API_URL: apiUrl, STANDALONE_PARTNER: 'mykasih' },
      reuseExistingServer: !ci,
      timeout: 60_000,
    },
    webServer(ports.webDemosMoved, { TEDUH_REMOTE_DEMOS_URL: `${urlOf(ports.demosStandalone)}/` }),
    // The day the sandbox ended: sales have been closed since, by the date switch alone (no boolean flag).
    webServer(ports.webSalesClosed, { TEDUH_SALES_CLOSED_FROM: '2025-10-01' }),
    // An ads tag configured (e2e/consent.spec.ts); every other server has none, so no cookie banner.
    webServer(ports.webAds, {
      TEDUH_ADS_TAG_ID: adsTag.tagId,
      TEDUH_ADS_CONVERSION_LABEL_CALCULATOR: adsTag.labels.calculator,
      TEDUH_ADS_CONVERSION_LABEL_NEWSLETTER: adsTag.labels.newsletter,
    }),
  ],
});
