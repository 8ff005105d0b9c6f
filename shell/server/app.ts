import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { parse as parseCookies } from 'cookie';
import { type DeploymentOptions, loadDeployment } from './deployment';
import {
  compressOptions,
  contentSecurityPolicyDirectives,
  revalidateCacheControl,
  setCacheHeaders,
  setRemoteFileHeaders,
} from './http-headers';
import { afterPaintStartHash, inlineManifest, readNotFoundCopy, renderPage } from './page-html';
import { loadPrerenderedPages, prerenderedFolder, type PrerenderedPage } from './prerendered';
import { looksLikeFile, splitUrl } from './request-path';
import { createParamCheck, type StatusProbe } from './param-check';
import { createRouteTable } from './route-table';
import { createSalesSwitch } from './sales-switch';
import {
  indexablePaths,
  pageHead,
  readSocialImage,
  renderRobots,
  renderSitemap,
  socialImagePath,
} from './seo';
import { localRemoteBasePath } from './remotes';
import { sessionCookieName } from '@teduh/shared/brand';
import { defaultLocale, isLocale, localeCookieName, splitLocalePath } from '@teduh/shared/i18n/locale';

/** Site folders whose PDFs the API generates (documents/<folder>/<file> there). */
const documentFolders = ['pds', 'product-statement', 'privacy-policy'] as const;

export interface WebServerOptions extends DeploymentOptions {
  logger?: boolean | { level: string };
  /** From this day (`YYYY-MM-DD`, Malaysian calendar) on, the manifest says sales are closed. */
  salesClosedFrom?: string | null;
  /** The clock (tests set it). */
  now?: () => Date;
  /** How route parameters are checked against the API (tests set it); fetch by default. */
  statusProbe?: StatusProbe;
}

/**
 * The production web server: the shell at /, each remote at /remotes/<name>/, the deployment manifest,
 * and the shell's page for every page path (200 for a route of some remote, 404 otherwise).
 */
export async function buildWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const deployment = await loadDeployment(options);
  const routeTable = createRouteTable(deployment.routesByRemote);
  const isPage = createParamCheck({ apiBaseUrl: deployment.manifest.apiBaseUrl, probe: options.statusProbe });
  const notFoundCopy = readNotFoundCopy();
  const salesSwitch = createSalesSwitch(deployment.manifest, options.salesClosedFrom ?? null, options.now);
  // One page template per manifest the server can send (sales open, and closed from the configured day).
  const pageTemplates = new Map(
    salesSwitch.manifests.map((manifest) => [manifest, inlineManifest(deployment.indexHtml, manifest)]),
  );
  // Pages rendered at build time paint before JavaScript runs; the same manifest (and CSP hash) inlined.
  // They show the build's default deployment, so only the manifest they were made with may use them.
  const prerendered = loadPrerenderedPages(
    deployment.shellDist,
    deployment.manifest,
    options.warn ?? console.warn,
  );
  const prerenderedTemplates = new Map<PrerenderedPage, string>();
  const prerenderedTemplate = (page: PrerenderedPage): string => {
    let html = prerenderedTemplates.get(page);
    if (html === undefined) {
      html = inlineManifest(page.html, deployment.manifest).html;
      prerenderedTemplates.set(page, html);
    }
    return html;
  };
  const socialImage = readSocialImage();

  const app = Fastify({ logger: options.logger ?? false });

  await app.register(fastifyCompress, compressOptions);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives({
        apiUrl: deployment.manifest.apiBaseUrl,
        remoteOrigins: deployment.remoteOrigins,
        inlineScriptHashes: [
          ...[...pageTemplates.values()].map((template) => template.hash),
          afterPaintStartHash,
        ],
        adsTag: deployment.manifest.adsTag !== null,
      }),
    },
    // The same as frame-ancestors 'none', for browsers that read only the older header.
    frameguard: { action: 'deny' },
  });

  // index.html is only ever sent as a rendered page, with the manifest inlined.
  const globIgnore = ['**/index.html'];

  // One route per built file, found at start (the builds do not change while the server runs).
  await app.register(fastifyStatic, {
    root: deployment.shellDist,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build's .br and .gz copies (tools/webpack/create-app-config.js), when the browser accepts one.
    preCompressed: true,
    // Prerendered pages are sent as rendered pages only.
    globIgnore: [...globIgnore, `${prerenderedFolder}/**`],
    setHeaders: setCacheHeaders,
  });
  for (const remote of deployment.localRemotes) {
    await app.register(fastifyStatic, {
      root: remote.dist,
      prefix: localRemoteBasePath(remote.name),
      decorateReply: false,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      globIgnore,
      setHeaders: setRemoteFileHeaders,
    });
  }

  app.get('/deployment-manifest.json', async (_request, reply) => {
    return reply.header('cache-control', revalidateCacheControl).send(salesSwitch.current());
  });

  // The link-preview picture of every page (og:image), kept with the server that names it.
  app.get(socialImagePath, async (_request, reply) =>
    reply.type('image/png').header('cache-control', revalidateCacheControl).send(socialImage),
  );

  // For crawlers: the public pages in both languages, and where not to go. The origin is the one asked for.
  const sitemapPaths = indexablePaths(deployment.routesByRemote);
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', revalidateCacheControl)
      .send(renderSitemap(sitemapPaths, originOf(request))),
  );
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', revalidateCacheControl)
      .send(renderRobots(deployment.routesByRemote, originOf(request))),
  );

  // The legal and product PDFs are built by the API from its data; the site keeps their stable paths.
  for (const folder of documentFolders) {
    app.get(`/${folder}/:file(^[\\w.-]+\\.pdf$)`, async (request, reply) => {
      const { file } = request.params as { file: string };
      const target = new URL(`documents/${folder}/${file}`, deployment.manifest.apiBaseUrl);
      return reply.header('cache-control', revalidateCacheControl).redirect(target.href, 302);
    });
  }

  // Built files have their own routes (wildcard: false above); every other GET is a page or a missing file.
  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname, search } = splitUrl(request.url);
    const inRemotes = pathname.startsWith('/remotes/');
    const routeMatch = inRemotes ? null : routeTable.match(pathname);
    if (!routeMatch && (inRemotes || looksLikeFile(pathname))) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    const cookies = parseCookies(request.headers.cookie ?? '');
    const { locale: pathLocale, rest } = splitLocalePath(pathname);
    reply.header('cache-control', revalidateCacheControl).header('vary', 'Cookie');
    if (routeMatch?.route.requiresSessionCookie && !cookies[sessionCookieName]) {
      const signIn = `${pathLocale ? `/${pathLocale}` : ''}/user/sign-in`;
      return reply.redirect(`${signIn}?next=${encodeURIComponent(pathname + search)}`, 302);
    }
    // A route whose parameters name nothing (route data's paramCheck) is a 404, though its page still loads
    // (its remote shows the not-found page).
    const paramsName = routeMatch ? await isPage(routeMatch, cookies[sessionCookieName]) : false;
    const match = paramsName ? routeMatch : null;
    const cookieLocale = cookies[localeCookieName];
    const locale = pathLocale ?? (isLocale(cookieLocale) ? cookieLocale : defaultLocale);
    const manifest = salesSwitch.current();
    const prerenderedPage = match && manifest === deployment.manifest ? prerendered.find(locale, rest) : null;
    const remoteEntry = routeMatch ? manifest.remotes[routeMatch.remote] : undefined;
    const template = prerenderedPage
      ? prerenderedTemplate(prerenderedPage)
      : pageTemplates.get(manifest)!.html;
    const page = renderPage(template, {
      locale,
      notFound: match ? null : notFoundCopy[locale],
      preload: [...(remoteEntry ? [remoteEntry] : []), ...(prerenderedPage?.preload ?? [])],
      prerendered: Boolean(prerenderedPage),
      head: match ? pageHead(originOf(request), pathLocale, rest, match.route, locale) : undefined,
    });
    return reply
      .code(match ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(page);
  });

  return app;
}
