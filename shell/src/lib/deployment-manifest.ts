import type { AdsTag, RemoteName } from '@teduh/shared';
import { remoteNames } from '@teduh/shared/remotes';

/** The runtime deployment manifest the web server inlines into the page and serves (no-cache). */
export interface DeploymentManifest {
  buildId: string;
  apiBaseUrl: string;
  remotes: Partial<Record<RemoteName, string>>;
  flags: DeploymentFlags;
  /** The ads tag, loaded only after the visitor accepts marketing cookies; null: none configured. */
  adsTag: AdsTag | null;
}

export interface DeploymentFlags {
  partnerBenefitBanner: boolean;
  salesClosed: boolean;
}

export const deploymentManifestUrl = '/deployment-manifest.json';
export const deploymentManifestElementId = 'deployment-manifest';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const adsTagId = /^AW-\d{1,20}$/;
const conversionLabel = /^[\w-]{1,64}$/;

/** The ads tag as the server validated it; anything else is no tag at all. */
function parseAdsTag(value: unknown): AdsTag | null {
  if (!isRecord(value) || typeof value.tagId !== 'string' || !adsTagId.test(value.tagId)) return null;
  const labels = isRecord(value.conversionLabels) ? value.conversionLabels : {};
  const label = (raw: unknown) => (typeof raw === 'string' && conversionLabel.test(raw) ? raw : null);
  return {
    tagId: value.tagId,
    conversionLabels: { calculator: label(labels.calculator), newsletter: label(labels.newsletter) },
  };
}

/** Validates an untrusted manifest; unknown remotes and malformed fields are dropped, flags default off. */
export function parseDeploymentManifest(value: unknown): DeploymentManifest {
  if (!isRecord(value)) throw new Error('The deployment manifest is not an object');
  const remotes: Partial<Record<RemoteName, string>> = {};
  if (isRecord(value.remotes)) {
    for (const name of remoteNames) {
      const url = value.remotes[name];
      if (typeof url === 'string' && url.trim() !== '') remotes[name] = url;
    }
  }
  const flags = isRecord(value.flags) ? value.flags : {};
  return {
    buildId: typeof value.buildId === 'string' ? value.buildId : '',
    apiBaseUrl: typeof value.apiBaseUrl === 'string' && value.apiBaseUrl !== '' ? value.apiBaseUrl : '/',
    remotes,
    flags: {
      partnerBenefitBanner: flags.partnerBenefitBanner === true,
      salesClosed: flags.salesClosed === true,
    },
    adsTag: parseAdsTag(value.adsTag),
  };
}

/** The copy the web server inlined as `<script id="deployment-manifest" type="application/json">`. */
export function readInlineManifest(doc: Document = document): DeploymentManifest | null {
  const element = doc.getElementById(deploymentManifestElementId);
  const text = element?.textContent?.trim();
  if (!text) return null;
  try {
    return parseDeploymentManifest(JSON.parse(text));
  } catch {
    return null;
  }
}

export async function fetchDeploymentManifest(fetcher: typeof fetch = fetch): Promise<DeploymentManifest> {
  const response = await fetcher(deploymentManifestUrl, {
    cache: 'no-store',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${deploymentManifestUrl} answered HTTP ${response.status}`);
  return parseDeploymentManifest(await response.json());
}

/** The inline copy first (no request on the critical path), else the URL. */
export async function loadDeploymentManifest(
  doc: Document = document,
  fetcher: typeof fetch = fetch,
): Promise<DeploymentManifest> {
  return readInlineManifest(doc) ?? fetchDeploymentManifest(fetcher);
}
