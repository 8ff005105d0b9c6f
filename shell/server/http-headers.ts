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
}

/** Directives for @fastify/helmet. styled-components injects <style> at runtime, hence 'unsafe-inline' for styles. */
export function contentSecurityPolicyDirectives({ apiUrl, remoteOrigins, inlineScriptHashes }: CspSources) {
  const api = new URL(apiUrl).origin;
  const self = "'self'";
  return {
    defaultSrc: [self],
    baseUri: [self],
    objectSrc: ["'none'"],
    scriptSrc: [self, ...remoteOrigins, ...inlineScriptHashes],
    scriptSrcAttr: ["'none'"],
    styleSrc: [self, "'unsafe-inline'"],
    imgSrc: [self, 'data:', 'blob:', api, ...remoteOrigins],
    fontSrc: [self, 'data:', ...remoteOrigins],
    connectSrc: [self, api, ...remoteOrigins],
    frameSrc: [self, api],
    formAction: [self, api],
    frameAncestors: ["'none'"],
  };
}
