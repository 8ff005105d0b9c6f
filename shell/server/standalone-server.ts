import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { compressOptions, revalidateCacheControl, setRemoteFileHeaders } from './http-headers';
import { looksLikeFile, splitUrl } from './request-path';

/**
 * Serves one remote's build on its own origin: standalone (its index.html for every page path) and as a
 * remote that a shell elsewhere loads (CORS, cross-origin resource policy), e.g. a partner deployment.
 */
export async function buildStandaloneServer({
  dist,
  manifest,
}: {
  dist: string;
  /** The deployment's settings, inlined for the page to read (its API, a partner deployment's partner). */
  manifest?: Record<string, string>;
}): Promise<FastifyInstance> {
  const builtHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // `<` escaped so no value can close the script element; in the head, else at the start of the body.
  const script = manifest
    ? `<script id="deployment-manifest" type="application/json">${JSON.stringify(manifest).replace(/</g, '\\u003c')}</script>`
    : '';
  const indexHtml = !script
    ? builtHtml
    : builtHtml.includes('</head>')
      ? builtHtml.replace('</head>', `${script}</head>`)
      : builtHtml.replace('<body>', `<body>${script}`);
  const app = Fastify();
  await app.register(fastifyCompress, compressOptions);
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    cacheControl: false,
    globIgnore: ['**/index.html'],
    setHeaders: setRemoteFileHeaders,
  });
  app.get('/*', async (request, reply) => {
    if (looksLikeFile(splitUrl(request.url).pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return reply
      .header('cache-control', revalidateCacheControl)
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
  return app;
}
