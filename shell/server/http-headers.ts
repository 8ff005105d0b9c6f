import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { entryFileNames } from './deployment';

export const immutableCacheControl = 'public, max-age=31536000, immutable';
export const revalidateCacheControl = 'no-cache';

/** `[name].[contenthash:12].js`, `assets/logo.1a2b3c4d5e6f.svg` and their source maps. */
const contentHashed = /\.[0-9a-f]{8,32}\.[a-z0-9]+(?:\.map)?$/i;

/** Hashed files never change under their name; anything else (entry files first) is revalidated. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (entryFileNames.includes(name)) return revalidateCacheControl;
  return contentHashed.test(name) ? immutableCacheControl : revalidateCacheControl;
}

export const compressOptions = {
  global: true,
  encodings: ['br' as const, 'gzip' as const],
  // Quality 11 (the default) costs far more CPU per response than it saves bytes.
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
};

export function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', cacheControlFor(filePath));
}

/** A remote's files may be loaded by a shell on another origin (a partner deployment, a moved remote). */
export function setRemoteFileHeaders(reply: FastifyReply, filePath: string): void {
  setCacheHeaders(reply, filePath);
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

export interface CspSources {
  apiUrl: string;
  /** Origins of remotes moved off this server. */
  remoteOrigins: string[];
  /** `'sha256-…'` sources of the inline scripts the page carries. */
  inlineScriptHashes: string[];
  /** An ads tag is configured: Google's tag hosts are allowed (the browser still loads it only after consent). */
  adsTag?: boolean;
}

/**
 * The hosts gtag.js and its Google Ads conversions use, after Google's guide "Use a Content Security Policy"
 * for the Google tag (tag-platform/security/guides/csp): the tag itself, the conversion requests and pixels
 * (www.google.com, and google.com.my for visitors in Malaysia), and the conversion linker's frame.
 */
export const googleAdsSources = {
  script: [
    'https://www.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
  img: [
    'https://www.googletagmanager.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
    'https://www.google.com.my',
  ],
  connect: [
    'https://www.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
    'https://www.google.com.my',
  ],
  frame: ['https://www.googletagmanager.com', 'https://td.doubleclick.net'],
} as const;

/** Directives for @fastify/helmet. styled-components injects <style> at runtime, hence 'unsafe-inline' for styles. */
export function contentSecurityPolicyDirectives({
  apiUrl,
  remoteOrigins,
  inlineScriptHashes,
  adsTag = false,
}: CspSources) {
  const api = new URL(apiUrl).origin;
  const self = "'self'";
  const ads = (hosts: readonly string[]) => (adsTag ? hosts : []);
  return {
    defaultSrc: [self],
    baseUri: [self],
    objectSrc: ["'none'"],
    scriptSrc: [self, ...remoteOrigins, ...inlineScriptHashes, ...ads(googleAdsSources.script)],
    scriptSrcAttr: ["'none'"],
    styleSrc: [self, "'unsafe-inline'"],
    imgSrc: [self, 'data:', 'blob:', api, ...remoteOrigins, ...ads(googleAdsSources.img)],
    fontSrc: [self, 'data:', ...remoteOrigins],
    connectSrc: [self, api, ...remoteOrigins, ...ads(googleAdsSources.connect)],
    frameSrc: [self, api, ...ads(googleAdsSources.frame)],
    formAction: [self, api],
    frameAncestors: ["'none'"],
  };
}
