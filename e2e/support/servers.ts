// Ports and commands of the servers the suite runs (playwright.config.ts starts them).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** Shifts every port, so two checkouts on one machine can run the suite at once. */
const shift = Number(process.env.E2E_PORT_SHIFT ?? 0);

const basePorts = {
  /** The production web server on the built dists. */
  web: 8180,
  /** The same, with the demos remote "moved" to a port nothing listens on. */
  webDemosDown: 8181,
  /** The demos remote served on its own origin (standalone, and as a moved remote). */
  demosStandalone: 8182,
  /** The web server with the demos remote moved to demosStandalone. */
  webDemosMoved: 8183,
  /** The partner journeys remote deployed alone for the charity partner (its logo and colours). */
  partnerStandalone: 8185,
  /** The web server with sales closed since a past day (TEDUH_SALES_CLOSED_FROM). */
  webSalesClosed: 8184,
  /** The web server with a Google Ads tag configured: the cookie choice and the ads conversions. */
  webAds: 8186,
  /** Nothing listens here. */
  closed: 8189,
  api: 4180,
  /** The eKYC vendor sandbox the API sends identity checks to. */
  ekycVendor: 4184,
  /** The card provider and FPX sandboxes the API sends payments to. */
  cardSandbox: 4185,
  fpxSandbox: 4186,
  /** The employer partner's eligibility API sandbox the API asks about employees. */
  partnerEligibility: 4195,
  /** The partner insurer sandbox of the medical and life plans. */
  partnerInsurer: 4194,
  /** The SMS provider sandbox (Twilio's Messaging API) the API texts claim codes through. */
  smsSandbox: 4196,
  /** The local identity providers: "Google", "Apple" (oidc-provider) and Facebook. */
  googleSandbox: 4191,
  appleSandbox: 4192,
  facebookSandbox: 4193,
} as const;

export const ports = Object.fromEntries(
  Object.entries(basePorts).map(([name, port]) => [name, port + shift]),
) as { readonly [name in keyof typeof basePorts]: number };

export const urlOf = (port: number) => `http://localhost:${port}`;

/** The ads tag of the webAds server (a made-up account: the suite never reaches Google). */
export const adsTag = {
  tagId: 'AW-100200300',
  labels: { calculator: 'calcQuote-e2e', newsletter: 'footerNews-e2e' },
} as const;

/** npm scripts of the API workspace: it runs in the suite when it has `start`, seeded when it has `seed`. */
export function apiScripts(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'api', 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return pkg.scripts ?? {};
}
