#!/usr/bin/env node
// `npm start`: builds the web apps whose build is missing or older than their sources, loads the API's
// seed data, then runs the production web server and the API together until Ctrl+C.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import concurrently from 'concurrently';
import { hasApiSeedScript, hasApiStartScript, portAnswers, waitForPorts } from './processes.mjs';
import { markBuilt, prerenderIsStale, repoRoot, staleWebApps } from './web-apps.mjs';

function readPort(name, fallback) {
  const raw = process.env[name] ?? String(fallback);
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    console.error(`${name} must be a port number from 1 to 65535 (got "${raw}").`);
    process.exit(1);
  }
  return port;
}

const webPort = readPort('WEB_PORT', 8080);
const apiPort = readPort('API_PORT', 4000);
// The eKYC vendor sandbox (api/src/sandboxes/ekyc-vendor), started unless EKYC_VENDOR_URL names a real vendor.
const ekycVendorPort = readPort('EKYC_VENDOR_PORT', 4011);
const ekycVendorUrl = process.env.EKYC_VENDOR_URL ?? `http://127.0.0.1:${ekycVendorPort}`;
const withEkycSandbox = !process.env.EKYC_VENDOR_URL;
// The payment sandboxes (api/src/sandboxes/card-provider and fpx), started unless CARD_PROVIDER_URL / FPX_URL
// name real providers. They send their webhooks and callbacks to this API.
const cardSandboxPort = readPort('CARD_SANDBOX_PORT', 4021);
const fpxSandboxPort = readPort('FPX_SANDBOX_PORT', 4022);
const cardProviderUrl = process.env.CARD_PROVIDER_URL ?? `http://127.0.0.1:${cardSandboxPort}`;
const fpxGatewayUrl = process.env.FPX_URL ?? `http://127.0.0.1:${fpxSandboxPort}`;
// An employer partner's eligibility API sandbox (api/src/sandboxes/partner-eligibility), unless
// PARTNER_ELIGIBILITY_URL names a real partner API.
const partnerEligibilityPort = readPort('PARTNER_ELIGIBILITY_PORT', 4051);
const partnerEligibilityUrl =
  process.env.PARTNER_ELIGIBILITY_URL ?? `http://127.0.0.1:${partnerEligibilityPort}`;
const withPartnerEligibilitySandbox = !process.env.PARTNER_ELIGIBILITY_URL;
const withCardSandbox = !process.env.CARD_PROVIDER_URL;
const withFpxSandbox = !process.env.FPX_URL;
// The partner insurer sandbox (api/src/sandboxes/partner-insurer) of the medical and life plans, started unless
// PARTNER_INSURER_URL names the real partner. It sends its backend-response callbacks to this API.
const partnerInsurerPort = readPort('PARTNER_INSURER_SANDBOX_PORT', 4041);
const partnerInsurerUrl = process.env.PARTNER_INSURER_URL ?? `http://127.0.0.1:${partnerInsurerPort}`;
const withPartnerInsurerSandbox = !process.env.PARTNER_INSURER_URL;
// The SMS provider sandbox (api/src/sandboxes/sms, Twilio's Messaging API), started unless SMS_PROVIDER_URL
// names the real provider. It posts each text's status to this API.
const smsSandboxPort = readPort('SMS_SANDBOX_PORT', 4061);
const smsProviderUrl = process.env.SMS_PROVIDER_URL ?? `http://127.0.0.1:${smsSandboxPort}`;
const withSmsSandbox = !process.env.SMS_PROVIDER_URL;
// The local identity providers (api/src/sandboxes/identity): "Google" and "Apple" (oidc-provider) and a Facebook
// dialog + Graph sandbox, each started unless GOOGLE_ISSUER, APPLE_ISSUER or FACEBOOK_GRAPH_URL names the real one.
const identitySandboxes = [
  { name: 'google', port: readPort('GOOGLE_SANDBOX_PORT', 4031), real: process.env.GOOGLE_ISSUER },
  { name: 'apple', port: readPort('APPLE_SANDBOX_PORT', 4032), real: process.env.APPLE_ISSUER },
  { name: 'facebook', port: readPort('FACEBOOK_SANDBOX_PORT', 4033), real: process.env.FACEBOOK_GRAPH_URL },
].filter((sandbox) => !sandbox.real);
const identityUrl = (name) => {
  const sandbox = identitySandboxes.find((candidate) => candidate.name === name);
  return sandbox ? `http://localhost:${sandbox.port}` : undefined;
};
const webUrl = `http://localhost:${webPort}`;
const apiUrl = process.env.API_URL ?? `http://localhost:${apiPort}/`;

function buildStaleApps() {
  const stale = staleWebApps();
  if (stale.length === 0) {
    console.log('Web builds are up to date.');
    return;
  }
  console.log(`Building for production: ${stale.map((app) => app.dir).join(', ')}`);
  const scopes = stale.flatMap((app) => ['--scope', app.pkg]);
  const started = Date.now();
  const result = spawnSync('npx', ['lerna', 'run', 'build', '--concurrency', '2', ...scopes], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The build failed; nothing was started.');
    process.exit(result.status ?? 1);
  }
  markBuilt(stale);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

const withApi = hasApiStartScript();
const ports = withApi ? [webPort, apiPort] : [webPort];
if (withApi && withEkycSandbox) ports.push(ekycVendorPort);
if (withApi && withCardSandbox) ports.push(cardSandboxPort);
if (withApi && withFpxSandbox) ports.push(fpxSandboxPort);
if (withApi && withPartnerEligibilitySandbox) ports.push(partnerEligibilityPort);
if (withApi && withPartnerInsurerSandbox) ports.push(partnerInsurerPort);
if (withApi && withSmsSandbox) ports.push(smsSandboxPort);
if (withApi) ports.push(...identitySandboxes.map((sandbox) => sandbox.port));
for (const port of ports) {
  if (await portAnswers(port)) {
    console.error(
      `Port ${port} is already in use. Stop what uses it, or choose others with WEB_PORT, API_PORT, ` +
        'EKYC_VENDOR_PORT, CARD_SANDBOX_PORT, FPX_SANDBOX_PORT, PARTNER_ELIGIBILITY_PORT, PARTNER_INSURER_SANDBOX_PORT, ' +
        'SMS_SANDBOX_PORT, ' +
        'GOOGLE_SANDBOX_PORT, APPLE_SANDBOX_PORT and FACEBOOK_SANDBOX_PORT.',
    );
    process.exit(1);
  }
}

buildStaleApps();

// Prerendered pages belong to one build of every app: redone after any app was rebuilt. They are rendered by
// React's server renderer (no browser needed). Should that fail, the site still works: every page is then
// rendered in the visitor's browser.
if (prerenderIsStale()) {
  const prerender = spawnSync('node', [path.join('scripts', 'prerender.mjs')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (prerender.status !== 0) console.warn('Prerendering failed: starting without prerendered pages.');
}

// A laptop's start turns on the developer tools: the mailbox and auto-billing run at /dev, the OpenAPI page at
// /docs and the demo accounts (the API refuses them when NODE_ENV=production).
const devTools = { DEV_ROUTES: 'true', OPENAPI_UI: 'true', SEED_DEMO_ACCOUNTS: 'true' };

// The seed is idempotent: a first start fills the embedded database, later ones find it done.
if (withApi && hasApiSeedScript()) {
  console.log('Loading the seed data...');
  const seed = spawnSync('npm', ['run', 'seed', '--workspace', 'api', '--silent'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...devTools },
  });
  if (seed.status !== 0) {
    console.error('The seed failed; nothing was started.');
    process.exit(seed.status ?? 1);
  }
}

const commands = [
  {
    name: 'web',
    command: `${path.join(repoRoot, 'node_modules', '.bin', 'tsx')} shell/server/main.ts`,
    env: { PORT: String(webPort), API_URL: apiUrl },
    prefixColor: 'green',
  },
];
if (withApi) {
  commands.push({
    name: 'api',
    command: 'npm run start --workspace api --silent',
    env: {
      PORT: String(apiPort),
      ...devTools,
      // A readable console: warnings and errors only, not a JSON line for every request (LOG_LEVEL=info shows them).
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      WEB_URL: process.env.WEB_URL ?? webUrl,
      EKYC_VENDOR_URL: ekycVendorUrl,
      CARD_PROVIDER_URL: cardProviderUrl,
      FPX_URL: fpxGatewayUrl,
      PARTNER_ELIGIBILITY_URL: partnerEligibilityUrl,
      PARTNER_INSURER_URL: partnerInsurerUrl,
      SMS_PROVIDER_URL: smsProviderUrl,
      ...(withSmsSandbox && !process.env.SMS_STATUS_CALLBACK_URL
        ? { SMS_STATUS_CALLBACK_URL: `http://127.0.0.1:${apiPort}/sms/api/v1/status/` }
        : {}),
      ...(identityUrl('google') ? { GOOGLE_ISSUER: identityUrl('google') } : {}),
      ...(identityUrl('apple') ? { APPLE_ISSUER: identityUrl('apple') } : {}),
      ...(identityUrl('facebook')
        ? { FACEBOOK_DIALOG_URL: identityUrl('facebook'), FACEBOOK_GRAPH_URL: identityUrl('facebook') }
        : {}),
      // The API allows http://localhost:8080 by default; another web port must be allowed explicitly.
      ...(webPort !== 8080 && !process.env.CORS_ORIGINS ? { CORS_ORIGINS: webUrl } : {}),
    },
    prefixColor: 'blue',
  });
  if (withEkycSandbox) {
    commands.push({
      name: 'ekyc-vendor',
      command: 'npm run sandbox:ekyc --workspace api --silent',
      env: { PORT: String(ekycVendorPort) },
      prefixColor: 'magenta',
    });
  }
  if (withPartnerEligibilitySandbox) {
    commands.push({
      name: 'partner-eligibility',
      command: 'npm run sandbox:partner-eligibility --workspace api --silent',
      env: { PORT: String(partnerEligibilityPort) },
      prefixColor: 'gray',
    });
  }
  if (withCardSandbox) {
    commands.push({
      name: 'card-sandbox',
      command: 'npm run sandbox:card --workspace api --silent',
      env: {
        PORT: String(cardSandboxPort),
        CARD_SANDBOX_PUBLIC_URL: `http://localhost:${cardSandboxPort}`,
        CARD_SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/payments/providers/xendit/webhooks/`,
      },
      prefixColor: 'yellow',
    });
  }
  if (withFpxSandbox) {
    commands.push({
      name: 'fpx-sandbox',
      command: 'npm run sandbox:fpx --workspace api --silent',
      env: {
        PORT: String(fpxSandboxPort),
        FPX_SANDBOX_PUBLIC_URL: `http://localhost:${fpxSandboxPort}`,
        FPX_SANDBOX_CALLBACK_URL: `http://127.0.0.1:${apiPort}/payment/api/v1/fpx/callback/`,
      },
      prefixColor: 'cyan',
    });
  }
  if (withPartnerInsurerSandbox) {
    commands.push({
      name: 'partner-insurer',
      command: 'npm run sandbox:partner-insurer --workspace api --silent',
      env: {
        PORT: String(partnerInsurerPort),
        PARTNER_INSURER_SANDBOX_PUBLIC_URL: `http://localhost:${partnerInsurerPort}`,
        PARTNER_INSURER_SANDBOX_CALLBACK_URL: `http://127.0.0.1:${apiPort}/partners/api/v1/insurer/callback/`,
      },
      prefixColor: 'gray',
    });
  }
  if (withSmsSandbox) {
    commands.push({
      name: 'sms-sandbox',
      command: 'npm run sandbox:sms --workspace api --silent',
      env: { PORT: String(smsSandboxPort) },
      prefixColor: 'gray',
    });
  }
  for (const sandbox of identitySandboxes) {
    commands.push({
      name: `${sandbox.name}-sandbox`,
      command: `npm run sandbox:${sandbox.name} --workspace api --silent`,
      env: {
        PORT: String(sandbox.port),
        IDENTITY_SANDBOX_PUBLIC_URL: `http://localhost:${sandbox.port}`,
        IDENTITY_SANDBOX_API_URL: `http://localhost:${apiPort}`,
      },
      prefixColor: 'gray',
    });
  }
} else {
  console.warn('api/package.json has no start script yet: starting the web server only.');
}

const { result } = concurrently(commands, {
  cwd: repoRoot,
  prefix: 'name',
  killOthersOn: ['failure', 'success'],
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
  });
}

console.log(withApi ? 'Starting the web server and the API...' : 'Starting the web server...');
waitForPorts(ports).then((ready) => {
  if (!ready || stopping) return;
  console.log(`\nTeduh is running at ${webUrl}`);
  if (withApi) console.log(`The API is running at http://localhost:${apiPort}`);
  console.log('Press Ctrl+C to stop.\n');
});

result.then(
  () => {
    console.log('Teduh stopped.');
    process.exit(0);
  },
  (events) => {
    // Stopped by Ctrl+C: the servers close themselves; anything else is a real failure.
    if (stopping) {
      console.log('Teduh stopped.');
      process.exit(0);
    }
    const failed = events.find((event) => event.exitCode !== 0 && event.killed === false);
    console.error(`${failed?.command.name ?? 'A server'} stopped unexpectedly; stopping the others.`);
    process.exit(1);
  },
);
