import type { RemoteName } from '@teduh/shared';
import { isRemoteName, remoteNames, remoteUrlEnvName } from './remotes';

export interface DeploymentFlags {
  partnerBenefitBanner: boolean;
  salesClosed: boolean;
}

/** The conversions the site reports to the ads tag (contract 7.5). */
export const adsConversionKinds = ['calculator', 'newsletter'] as const;
export type AdsConversionKind = (typeof adsConversionKinds)[number];

/**
 * The Google Ads tag (gtag.js) and the label of each conversion it reports, loaded in the browser only after
 * the visitor accepts marketing cookies (docs/adr/0017-consent-and-ads-conversions.md). A kind without a label
 * is not reported.
 */
export interface AdsTag {
  /** `AW-` and the account's conversion id. */
  tagId: string;
  conversionLabels: Record<AdsConversionKind, string | null>;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Always ends with `/`. */
  apiUrl: string;
  /** Remotes moved to another origin: the absolute URL of their remoteEntry.js. */
  remoteEntryUrls: Partial<Record<RemoteName, string>>;
  flags: DeploymentFlags;
  /**
   * TEDUH_SALES_CLOSED_FROM: from this day (`YYYY-MM-DD`, Malaysian calendar) on, the manifest says sales are
   * closed (buy buttons become the notice); null: only TEDUH_FLAG_SALES_CLOSED decides.
   */
  salesClosedFrom: string | null;
  /** TEDUH_ADS_TAG_ID and its conversion labels; null (the default): no ads tag, no consent banner. */
  adsTag: AdsTag | null;
  logLevel: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid web server configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

function readPort(env: Env, problems: string[]): number {
  const raw = env.PORT?.trim() || '8080';
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    problems.push(`PORT must be a whole number from 1 to 65535 (got "${raw}").`);
  }
  return port;
}

function readHttpUrl(name: string, raw: string, problems: string[]): URL | null {
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // reported below
  }
  problems.push(`${name} must be an absolute http(s) URL (got "${raw}").`);
  return null;
}

function readApiUrl(env: Env, problems: string[]): string {
  const url = readHttpUrl('API_URL', env.API_URL?.trim() || 'http://localhost:4000/', problems);
  if (!url) return '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

/** Accepts the remoteEntry.js URL itself or the folder that holds it (ending with `/`). */
function readRemoteEntryUrls(env: Env, problems: string[]): Partial<Record<RemoteName, string>> {
  const urls: Partial<Record<RemoteName, string>> = {};
  for (const key of Object.keys(env)) {
    const match = /^TEDUH_REMOTE_(.+)_URL$/.exec(key);
    if (!match) continue;
    const raw = env[key]?.trim();
    if (!raw) continue;
    const name = match[1]!.toLowerCase();
    if (!isRemoteName(name)) {
      const known = remoteNames.map(remoteUrlEnvName).join(', ');
      problems.push(`${key} names no remote; use one of ${known}.`);
      continue;
    }
    const url = readHttpUrl(key, raw, problems);
    if (!url) continue;
    if (url.pathname.endsWith('/')) url.pathname += 'remoteEntry.js';
    if (!url.pathname.endsWith('.js')) {
      problems.push(`${key} must point at the remote's remoteEntry.js or at its folder ending with "/".`);
      continue;
    }
    urls[name] = url.href;
  }
  return urls;
}

function readFlag(name: string, env: Env, problems: string[]): boolean {
  const raw = env[name]?.trim().toLowerCase() || 'false';
  if (raw !== 'true' && raw !== 'false') problems.push(`${name} must be "true" or "false" (got "${raw}").`);
  return raw === 'true';
}

/** A real calendar day written `YYYY-MM-DD` (2025-02-30 is refused). */
function readDay(name: string, env: Env, problems: string[]): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== raw) {
    problems.push(`${name} must be a day written YYYY-MM-DD, e.g. 2025-10-01 (got "${raw}").`);
    return null;
  }
  return raw;
}

const adsLabelEnvNames: Record<AdsConversionKind, string> = {
  calculator: 'TEDUH_ADS_CONVERSION_LABEL_CALCULATOR',
  newsletter: 'TEDUH_ADS_CONVERSION_LABEL_NEWSLETTER',
};

/** A Google Ads tag id, `AW-` and digits, and conversion labels, letters, digits, `_` and `-`. */
function readAdsTag(env: Env, problems: string[]): AdsTag | null {
  const tagId = env.TEDUH_ADS_TAG_ID?.trim() || null;
  const conversionLabels = {} as AdsTag['conversionLabels'];
  for (const kind of adsConversionKinds) {
    const name = adsLabelEnvNames[kind];
    const label = env[name]?.trim() || null;
    if (label !== null && !/^[\w-]{1,64}$/.test(label)) {
      problems.push(`${name} must be a conversion label of letters, digits, "_" or "-" (got "${label}").`);
    } else if (label !== null && tagId === null) {
      problems.push(`${name} is set without TEDUH_ADS_TAG_ID.`);
    }
    conversionLabels[kind] = label;
  }
  if (tagId === null) return null;
  if (!/^AW-\d{1,20}$/.test(tagId)) {
    problems.push(`TEDUH_ADS_TAG_ID must be a Google Ads tag id such as AW-123456789 (got "${tagId}").`);
    return null;
  }
  if (adsConversionKinds.every((kind) => conversionLabels[kind] === null)) {
    const names = adsConversionKinds.map((kind) => adsLabelEnvNames[kind]).join(' or ');
    problems.push(`TEDUH_ADS_TAG_ID needs a conversion to report: set ${names}.`);
  }
  return { tagId, conversionLabels };
}

/** Reads and validates the production server's environment; throws one ConfigError listing every problem. */
export function readServerConfig(env: Env): ServerConfig {
  const problems: string[] = [];
  const logLevel = env.LOG_LEVEL?.trim() || 'warn';
  if (!logLevels.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}.`);
  const config: ServerConfig = {
    port: readPort(env, problems),
    host: env.HOST?.trim() || '0.0.0.0',
    apiUrl: readApiUrl(env, problems),
    remoteEntryUrls: readRemoteEntryUrls(env, problems),
    flags: {
      partnerBenefitBanner: readFlag('TEDUH_FLAG_PARTNER_BENEFIT_BANNER', env, problems),
      salesClosed: readFlag('TEDUH_FLAG_SALES_CLOSED', env, problems),
    },
    salesClosedFrom: readDay('TEDUH_SALES_CLOSED_FROM', env, problems),
    adsTag: readAdsTag(env, problems),
    logLevel,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
