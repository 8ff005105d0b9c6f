import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildWebServer, type WebServerOptions } from './app';
import type { DeploymentManifest } from './deployment';
import { ask, createFakeRepo, type FakeRepo } from './test-support';
import { immutableCacheControl } from './http-headers';
import { afterPaintStart, afterPaintStartHash } from './page-html';

const flags = { partnerBenefitBanner: false, salesClosed: false };

let repo: FakeRepo;
let app: FastifyInstance;

async function start(overrides: Partial<WebServerOptions> = {}): Promise<FastifyInstance> {
  const server = await buildWebServer({
    repoRoot: repo.root,
    apiUrl: 'http://localhost:4000/',
    remoteEntryUrls: {},
    flags,
    ...overrides,
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return server;
}

async function manifestOf(server: FastifyInstance) {
  return (await ask(server, '/deployment-manifest.json')).json<DeploymentManifest>();
}

beforeEach(async () => {
  repo = createFakeRepo();
  app = await start();
});

afterEach(async () => {
  await app.close();
  repo.remove();
});

describe('cache headers', () => {
  it('caches content-hashed files for a year', async () => {
    for (const url of [
      '/481.0a1b2c3d4e5f.js',
      '/assets/logo.0a1b2c3d4e5f.svg',
      '/remotes/demos/337.891fa1fbdb32.js',
    ]) {
      const response = await ask(app, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(immutableCacheControl);
    }
  });

  it('revalidates entry files every time', async () => {
    const urls = [
      '/main.js',
      '/remoteEntry.js',
      '/mf-manifest.json',
      '/remotes/marketing/remoteEntry.js',
      '/remotes/pusara_journey/mf-manifest.json',
      '/remotes/ekyc/routes.json',
      '/deployment-manifest.json',
      '/',
    ];
    for (const url of urls) {
      const response = await ask(app, url);
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect([url, response.headers['cache-control']]).toEqual([url, 'no-cache']);
    }
  });

  it('lets another origin load a remote', async () => {
    const response = await ask(app, '/remotes/demos/remoteEntry.js');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('compression', () => {
  it('sends brotli when the browser accepts it', async () => {
    const response = await ask(app, { url: '/main.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('shell main');
  });

  it('sends gzip otherwise, pages included', async () => {
    const response = await ask(app, {
      url: '/remotes/dashboard/remoteEntry.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('dashboard entry');
    const page = await ask(app, { url: '/faq', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
  });
});

describe('security headers', () => {
  it('sends a CSP that allows the inline manifest, the API and moved remotes only', async () => {
    await app.close();
    app = await start({
      apiUrl: 'https://api.teduh.my/',
      remoteEntryUrls: { demos: 'http://127.0.0.1:9/remoteEntry.js' },
      fetchTimeoutMs: 500,
      warn: () => undefined,
    });
    const response = await ask(app, '/');
    const csp = String(response.headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    const inline = /<script id="deployment-manifest" type="application\/json">(.*?)<\/script>/.exec(
      response.body,
    );
    expect(inline).not.toBeNull();
    const hash = createHash('sha256').update(inline![1]!).digest('base64');
    expect(directive('script-src')).toContain(`'sha256-${hash}'`);
    expect(directive('script-src')).toContain('http://127.0.0.1:9');
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(directive('connect-src')).toContain('https://api.teduh.my');
    expect(directive('connect-src')).toContain('http://127.0.0.1:9');
    expect(directive('img-src')).toContain('https://api.teduh.my');
    expect(directive('style-src')).toContain("'unsafe-inline'");
    expect(directive('frame-ancestors')).toContain("'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // No ads tag configured: no Google host anywhere in the policy.
    expect(csp).not.toMatch(/google|doubleclick/);
  });

  it("allows Google's tag hosts only when an ads tag is configured", async () => {
    await app.close();
    app = await start({
      adsTag: { tagId: 'AW-123456789', conversionLabels: { calculator: 'calc', newsletter: null } },
    });
    const response = await ask(app, '/');
    const csp = String(response.headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('https://www.googletagmanager.com');
    expect(directive('connect-src')).toContain('https://www.google.com');
    expect(directive('img-src')).toContain('https://googleads.g.doubleclick.net');
    expect(directive('frame-src')).toContain('https://td.doubleclick.net');
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect((await manifestOf(app)).adsTag).toEqual({
      tagId: 'AW-123456789',
      conversionLabels: { calculator: 'calc', newsletter: null },
    });
  });
});

describe('deployment manifest', () => {
  it('is built from the configuration and inlined into every page', async () => {
    await app.close();
    app = await start({
      apiUrl: 'https://api.teduh.my/',
      remoteEntryUrls: { pusara_journey: 'http://127.0.0.1:9/pusara/remoteEntry.js' },
      flags: { partnerBenefitBanner: true, salesClosed: false },
      fetchTimeoutMs: 500,
      warn: () => undefined,
    });
    const manifest = await manifestOf(app);
    expect(manifest).toEqual({
      buildId: expect.stringMatching(/^[0-9a-f]{16}$/),
      apiBaseUrl: 'https://api.teduh.my/',
      remotes: {
        marketing: '/remotes/marketing/remoteEntry.js',
        dashboard: '/remotes/dashboard/remoteEntry.js',
        ekyc: '/remotes/ekyc/remoteEntry.js',
        pusara_journey: 'http://127.0.0.1:9/pusara/remoteEntry.js',
        partner_journeys: '/remotes/partner_journeys/remoteEntry.js',
        demos: '/remotes/demos/remoteEntry.js',
      },
      flags: { partnerBenefitBanner: true, salesClosed: false },
      adsTag: null,
    });
    const page = await ask(app, '/ms/faq');
    const inline = /<script id="deployment-manifest" type="application\/json">(.*?)<\/script>/.exec(
      page.body,
    );
    expect(JSON.parse(inline![1]!)).toEqual(manifest);
    expect(page.body).not.toContain('<!--deployment-manifest-->');
  });

  it('keeps its buildId for the same build and changes it when an entry file changes', async () => {
    const first = (await manifestOf(app)).buildId;
    const again = await start();
    expect((await manifestOf(again)).buildId).toBe(first);
    await again.close();

    repo.write('mfe-ekyc/dist/remoteEntry.js', '/* a new ekyc deploy */');
    const redeployed = await start();
    expect((await manifestOf(redeployed)).buildId).not.toBe(first);
    await redeployed.close();
  });

  it('turns salesClosed on from TEDUH_SALES_CLOSED_FROM (Malaysian calendar), in the file and the page', async () => {
    let now = new Date('2025-09-30T15:59:00Z'); // 23:59 on 30 September in Kuala Lumpur
    await app.close();
    app = await start({ salesClosedFrom: '2025-10-01', now: () => now });
    const inlineFlags = async () => {
      const page = await ask(app, '/faq');
      const json = /<script id="deployment-manifest" type="application\/json">(.*?)<\/script>/.exec(
        page.body,
      )![1]!;
      const hash = `'sha256-${createHash('sha256').update(json, 'utf8').digest('base64')}'`;
      expect(page.headers['content-security-policy']).toContain(hash);
      return (JSON.parse(json) as DeploymentManifest).flags;
    };
    expect((await manifestOf(app)).flags.salesClosed).toBe(false);
    expect((await inlineFlags()).salesClosed).toBe(false);
    now = new Date('2025-09-30T16:00:00Z'); // midnight, 1 October in Kuala Lumpur
    expect((await manifestOf(app)).flags.salesClosed).toBe(true);
    expect((await inlineFlags()).salesClosed).toBe(true);
  });

  it('keeps sales closed with TEDUH_FLAG_SALES_CLOSED=true whatever the day', async () => {
    await app.close();
    app = await start({
      flags: { ...flags, salesClosed: true },
      salesClosedFrom: '2999-01-01',
      now: () => new Date('2025-01-01T00:00:00Z'),
    });
    expect((await manifestOf(app)).flags.salesClosed).toBe(true);
  });

  it('escapes values that could close the inline script', async () => {
    await app.close();
    app = await start({ apiUrl: 'https://api.teduh.my/</script><script>alert(1)</script>/' });
    const page = await ask(app, '/');
    expect(page.body).not.toContain('</script><script>alert(1)');
  });
});

describe('pages', () => {
  const notFoundTitle = 'This page could not be found';

  it.each([
    '/',
    '/faq',
    '/faq/',
    '/en',
    '/en/',
    '/ms',
    '/ms/faq',
    '/resources',
    '/en/resources/what-is-takaful',
  ])('answers %s with the shell page and 200', async (url) => {
    const response = await ask(app, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root">');
    expect(response.body).not.toContain(notFoundTitle);
  });

  it.each([
    '/vault',
    '/vault/42',
    '/ms/demo-ecics-motor-sales-journey/form',
    '/demo-ecics-motor-sales-journey/form/a1',
  ])('matches optional segments: %s', async (url) => {
    expect((await ask(app, url)).statusCode).toBe(200);
  });

  it.each(['/nope', '/en/nope', '/fr/faq', '/faq/extra', '/resources/a/b', '/vault/1/2', '/msfaq'])(
    'answers the unknown path %s with the shell page and 404',
    async (url) => {
      const response = await ask(app, url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toMatch(new RegExp(`<noscript><h1>${notFoundTitle}</h1>`));
    },
  );

  it('writes the 404 copy in Malay under /ms', async () => {
    const response = await ask(app, '/ms/tiada');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="ms">');
    expect(response.body).toContain('<noscript><h1>Halaman ini tidak dapat ditemui</h1>');
  });

  it('sets the page language from the path, then the locale cookie', async () => {
    expect((await ask(app, '/ms/faq')).body).toContain('<html lang="ms">');
    expect((await ask(app, '/faq')).body).toContain('<html lang="en">');
    const fromCookie = await ask(app, { url: '/faq', cookies: { 'teduh-locale': 'ms' } });
    expect(fromCookie.body).toContain('<html lang="ms">');
    const prefixWins = await ask(app, { url: '/en/faq', cookies: { 'teduh-locale': 'ms' } });
    expect(prefixWins.body).toContain('<html lang="en">');
  });

  it.each(['/missing.js', '/remotes/demos/missing.js', '/remotes/nowhere/remoteEntry.js', '/index.html'])(
    'answers a missing file %s with a plain 404, never the page',
    async (url) => {
      const response = await ask(app, url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('Not Found');
    },
  );

  it('does not serve pages to other methods', async () => {
    expect((await ask(app, { method: 'POST', url: '/faq' })).statusCode).toBe(404);
  });
});

describe('sitemap and robots', () => {
  it('lists every public page without parameters in both languages, with hreflang twins', async () => {
    const response = await ask(app, '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(origin, ''));
    expect(locs).toEqual(
      expect.arrayContaining(['/', '/ms', '/faq', '/ms/faq', '/resources', '/pusara-pro/quick-quote']),
    );
    // Parameters, member-only and logged-out-only pages stay out.
    for (const path of ['/resources/:slug', '/user/profile', '/user/sign-in', '/ekyc/v2', '/vault/:id?']) {
      expect(locs).not.toContain(path);
    }
    expect(response.body).toContain(`<xhtml:link rel="alternate" hreflang="ms" href="${origin}/ms/faq"/>`);
    expect(response.body).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/faq"/>`,
    );
  });

  it('keeps crawlers out of member pages and points to the sitemap', async () => {
    const response = await ask(app, '/robots.txt');
    expect(response.statusCode).toBe(200);
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    expect(response.body).toContain('Disallow: /user/profile\n');
    expect(response.body).toContain('Disallow: /ms/user/profile\n');
    expect(response.body).not.toContain('Disallow: /faq');
    expect(response.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('head tags for crawlers', () => {
  it('names the canonical URL and the twin in each language', async () => {
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    for (const [url, canonical] of [
      ['/faq', '/faq'],
      ['/en/faq', '/faq'],
      ['/ms/faq', '/ms/faq'],
      ['/ms', '/ms'],
    ] as const) {
      const body = (await ask(app, url)).body;
      expect(body).toContain(`<link rel="canonical" href="${origin}${canonical}">`);
      expect(body).toContain(
        `<link rel="alternate" hreflang="en" href="${origin}${canonical.replace(/^\/ms/, '') || '/'}">`,
      );
      expect(body).toContain(`<meta property="og:url" content="${origin}${canonical}">`);
      expect(body.match(/rel="canonical"/g)).toHaveLength(1);
      expect(body).not.toContain('name="robots"');
    }
    expect((await ask(app, '/ms/faq')).body).toContain(`hreflang="ms" href="${origin}/ms/faq"`);
    expect((await ask(app, '/ms/faq')).body).toContain('<meta property="og:locale" content="ms_MY">');
  });

  it("writes the page's own title, description and Open Graph tags, in the reader's language", async () => {
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const english = (await ask(app, '/faq')).body;
    expect(english).toContain('<title>Frequently asked questions | Teduh</title>');
    const description = 'Answers about &quot;takaful&quot; &lt;and&gt; claims &amp; cover.';
    expect(english).toContain(`<meta name="description" content="${description}">`);
    expect(english).toContain('<meta property="og:title" content="Frequently asked questions | Teduh">');
    expect(english).toContain(`<meta property="og:description" content="${description}">`);
    expect(english).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(english).toContain(`<meta property="og:image" content="${origin}/social/teduh-social.png">`);
    // The shell's site-wide description and title are replaced, not repeated.
    expect(english.match(/name="description"/g)).toHaveLength(1);
    expect(english.match(/property="og:title"/g)).toHaveLength(1);
    expect(english).not.toContain('Site-wide.');

    const malay = (await ask(app, '/ms/faq')).body;
    expect(malay).toContain('<title>Soalan lazim | Teduh</title>');
    expect(malay).toContain(
      '<meta property="og:description" content="Jawapan tentang takaful dan tuntutan.">',
    );
    // A page whose route has no copy keeps the site-wide texts but still gets the picture and card.
    const resources = (await ask(app, '/resources')).body;
    expect(resources).toContain('<title>Teduh</title>');
    expect(resources).toContain('content="Teduh site title"');
    expect(resources).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('serves the link-preview picture as a PNG', async () => {
    const image = await ask(app, '/social/teduh-social.png');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    // 1200x630: the width and height of the IHDR chunk.
    expect(image.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(image.rawPayload.readUInt32BE(20)).toBe(630);
  });

  it('keeps member pages out of search results and gives the 404 page no canonical', async () => {
    const profile = await ask(app, { url: '/user/profile', cookies: { teduh: 'x' } });
    expect(profile.body).toContain('<meta name="robots" content="noindex">');
    expect((await ask(app, '/nope')).body).not.toContain('rel="canonical"');
  });
});

describe('legal and product documents', () => {
  it.each([
    ['/pds/pusara-pro-pds-en.pdf', 'http://localhost:4000/documents/pds/pusara-pro-pds-en.pdf'],
    [
      '/product-statement/pusara-pro-product-statement-ms.pdf',
      'http://localhost:4000/documents/product-statement/pusara-pro-product-statement-ms.pdf',
    ],
    [
      '/privacy-policy/privacy_policy_ms.pdf',
      'http://localhost:4000/documents/privacy-policy/privacy_policy_ms.pdf',
    ],
  ])('sends %s to the API, which builds it', async (url, target) => {
    const response = await ask(app, url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(target);
  });

  it.each(['/pds/pusara-pro-pds-en.txt', '/pds/a/b.pdf', '/privacy-policy/../x.pdf'])(
    'answers %s with 404, not a redirect',
    async (url) => {
      expect((await ask(app, url)).statusCode).toBe(404);
    },
  );
});

describe('protected pages', () => {
  it.each([
    ['/user/profile', '/user/sign-in?next=%2Fuser%2Fprofile'],
    ['/ms/user/profile', '/ms/user/sign-in?next=%2Fms%2Fuser%2Fprofile'],
    ['/en/ekyc/v2', '/en/user/sign-in?next=%2Fen%2Fekyc%2Fv2'],
    [
      '/pusara-pro/sales-journey/9b2f?step=2',
      '/user/sign-in?next=%2Fpusara-pro%2Fsales-journey%2F9b2f%3Fstep%3D2',
    ],
    ['//user/profile', '/user/sign-in?next=%2Fuser%2Fprofile'],
  ])('redirects %s to sign-in without the session cookie', async (url, location) => {
    const response = await ask(app, url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it.each(['/user/profile', '/ms/user/profile', '/pusara-pro/sales-journey/9b2f'])(
    'serves %s when the session cookie is present',
    async (url) => {
      const response = await ask(app, { url, cookies: { teduh: 'sealed-session' } });
      expect(response.statusCode).toBe(200);
    },
  );

  it('leaves open pages alone', async () => {
    expect((await ask(app, '/user/sign-in')).statusCode).toBe(200);
    expect((await ask(app, '/pusara-pro/quick-quote')).statusCode).toBe(200);
  });
});

describe('a remote on another origin', () => {
  let origin: Server;
  let originUrl: string;

  beforeEach(async () => {
    origin = createServer((request, response) => {
      if (request.url === '/demos/routes.json') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify([{ path: '/demo-teduh-kubur-pro/form' }]));
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await new Promise((resolve) => origin.close(resolve));
  });

  it('has its routes read from beside its remoteEntry.js', async () => {
    await app.close();
    app = await start({ remoteEntryUrls: { demos: `${originUrl}/demos/remoteEntry.js` } });
    expect((await ask(app, '/demo-teduh-kubur-pro/form')).statusCode).toBe(200);
    expect((await ask(app, '/ms/demo-teduh-kubur-pro/form')).statusCode).toBe(200);
    // The local build's routes no longer apply, and its files are no longer served here.
    expect((await ask(app, '/demo-ecics-motor-sales-journey/form')).statusCode).toBe(404);
    expect((await ask(app, '/remotes/demos/remoteEntry.js')).statusCode).toBe(404);
    expect((await manifestOf(app)).remotes.demos).toBe(`${originUrl}/demos/remoteEntry.js`);
  });

  it('falls back to the local routes with a warning when the origin does not answer', async () => {
    await app.close();
    const warnings: string[] = [];
    app = await start({
      remoteEntryUrls: { demos: `${originUrl}/elsewhere/remoteEntry.js` },
      warn: (message) => warnings.push(message),
    });
    expect(warnings).toEqual([expect.stringContaining(`${originUrl}/elsewhere/routes.json (HTTP 404)`)]);
    expect((await ask(app, '/demo-ecics-motor-sales-journey/form')).statusCode).toBe(200);
  });
});

describe('start-up', () => {
  it('explains a missing build', async () => {
    repo.write('mfe-marketing/dist/routes.json', '');
    rmSync(`${repo.root}/shell/dist/index.html`);
    await expect(start()).rejects.toThrow('shell/dist/index.html is missing. Build the web apps first');
  });

  it('explains a broken routes.json', async () => {
    repo.write('mfe-ekyc/dist/routes.json', '[{"name":"no path"}]');
    await expect(start()).rejects.toThrow(/mfe-ekyc\/dist\/routes.json: route 0 needs a "path"/);
  });
});

describe('prerendered pages', () => {
  const prerenderedHome = (locale: string, heading: string) =>
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Home</title>' +
    `<!--deployment-manifest--><script defer src="/main.js"></script><style data-prerendered>.a{color:red}</style>` +
    `</head><body><div id="root"><main><h1>${heading}</h1></main></div></body></html>`.replace(
      'lang="en"',
      `lang="${locale}"`,
    );

  async function withPrerendered(index: (buildId: string) => unknown): Promise<string[]> {
    const { buildId } = await manifestOf(app);
    repo.write('shell/dist/prerendered/en/index.html', prerenderedHome('en', 'Family takaful'));
    repo.write('shell/dist/prerendered/ms/index.html', prerenderedHome('ms', 'Takaful keluarga'));
    repo.write('shell/dist/prerendered/pages.json', JSON.stringify(index(buildId)));
    await app.close();
    const warnings: string[] = [];
    app = await start({ warn: (message) => warnings.push(message) });
    return warnings;
  }

  const pagesOf = (buildId: string) => ({
    buildId,
    flags,
    pages: [
      {
        locale: 'en',
        path: '/',
        remote: 'marketing',
        file: 'en/index.html',
        preload: ['/remotes/marketing/1.js'],
      },
      { locale: 'ms', path: '/', remote: 'marketing', file: 'ms/index.html', preload: [] },
    ],
  });

  it('answers a prerendered route with its page, the manifest inlined and its scripts preloaded', async () => {
    expect(await withPrerendered(pagesOf)).toEqual([]);
    const response = await ask(app, '/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<h1>Family takaful</h1>');
    expect(response.body).not.toContain('<!--deployment-manifest-->');
    const inline = /<script id="deployment-manifest" type="application\/json">(.*?)<\/script>/.exec(
      response.body,
    );
    expect(JSON.parse(inline![1]!)).toEqual(await manifestOf(app));
    // The inline manifest is the one the CSP allows.
    const hash = createHash('sha256').update(inline![1]!).digest('base64');
    expect(String(response.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    // The head only fetches main.js; it runs once the whole page has painted, from after the page's last element,
    // and the page's other scripts are preloaded then.
    expect(response.body).toContain(
      '<link rel="preload" as="script" href="/main.js"><style data-prerendered>.a{color:red}</style></head>',
    );
    expect(response.body).not.toContain('<script defer');
    expect(response.body).toContain(
      '<h1>Family takaful</h1></main></div>' +
        '<script id="teduh-start" type="application/json">' +
        '{"run":["/main.js"],"preload":["/remotes/marketing/remoteEntry.js","/remotes/marketing/1.js"]}</script>' +
        `<script>${afterPaintStart}</script></body>`,
    );
    expect(String(response.headers['content-security-policy'])).toContain(afterPaintStartHash);
  });

  it('picks the page of the locale: prefix, then cookie', async () => {
    await withPrerendered(pagesOf);
    for (const target of ['/ms', '/ms/', { url: '/', cookies: { 'teduh-locale': 'ms' } }]) {
      const response = await ask(app, target);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="ms">');
      expect(response.body).toContain('<h1>Takaful keluarga</h1>');
    }
    expect((await ask(app, '/en')).body).toContain('<h1>Family takaful</h1>');
  });

  it('keeps the plain page, 404s and sign-in redirects for everything else', async () => {
    await withPrerendered(pagesOf);
    const faq = await ask(app, '/faq');
    expect(faq.statusCode).toBe(200);
    expect(faq.body).not.toContain('<h1>');
    expect(faq.body).toContain('<link rel="preload" as="script" href="/remotes/marketing/remoteEntry.js"');
    const missing = await ask(app, '/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('rel="preload"');
    expect(missing.body).toContain('<noscript><h1>This page could not be found</h1>');
    expect((await ask(app, '/user/profile')).statusCode).toBe(302);
    expect((await ask(app, '/prerendered/en/index.html')).statusCode).toBe(404);
    expect((await ask(app, '/prerendered/pages.json')).statusCode).toBe(404);
  });

  it('ignores pages made for another build or other flags, with a warning', async () => {
    const warnings = await withPrerendered((buildId) => ({ ...pagesOf(buildId), buildId: 'another' }));
    expect(warnings).toEqual([expect.stringContaining('without prerendering')]);
    expect((await ask(app, '/')).body).not.toContain('<h1>Family takaful</h1>');

    const flagged = await withPrerendered((buildId) => ({
      ...pagesOf(buildId),
      flags: { ...flags, salesClosed: true },
    }));
    expect(flagged).toEqual([expect.stringContaining('without prerendering')]);
    expect((await ask(app, '/')).body).not.toContain('<h1>Family takaful</h1>');
  });
});

describe('route parameters that name nothing (paramCheck)', () => {
  const known = 'c41a9e63-8b7f-4d05-a2e8-3f9b6d4c7e03';
  let api: Server;
  let apiUrl: string;
  let seenCookies: (string | undefined)[];

  beforeEach(async () => {
    seenCookies = [];
    // A stand-in API: one record, one quotation of the member whose session is "sealed-session".
    api = createServer((request, response) => {
      seenCookies.push(request.headers.cookie);
      const url = request.url ?? '';
      if (url === `/cms/api/v1/records/${known}/`) return response.writeHead(200).end('{"data":{}}');
      if (url === '/cms/api/v1/records/not-a-uuid/') return response.writeHead(400).end('{}');
      if (url.startsWith('/certificates/api/v1/quotations/')) {
        if (request.headers.cookie !== 'teduh=sealed-session') return response.writeHead(401).end('{}');
        return response.writeHead(url === `/certificates/api/v1/quotations/${known}/` ? 200 : 404).end('{}');
      }
      if (url.startsWith('/cms/api/v1/slow/')) return; // never answers
      return response.writeHead(404).end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/`;
    await app.close();
    repo.remove();
    repo = createFakeRepo({
      marketing: [
        { path: '/' },
        { path: '/records/:uuid', paramCheck: { apiExists: 'cms/api/v1/records/:uuid/' } },
        { path: '/deeplink/*', paramCheck: { splatTargets: ['/', '/faq', '/records/:uuid'] } },
        { path: '/slow/:id', paramCheck: { apiExists: 'cms/api/v1/slow/:id/' } },
      ],
      pusara_journey: [
        {
          path: '/pusara-pro/sales-journey/:uuid',
          requiresSessionCookie: true,
          paramCheck: { apiExists: 'certificates/api/v1/quotations/:uuid/', withSession: true },
        },
      ],
    });
    app = await start({ apiUrl });
  });

  afterEach(async () => {
    api.closeAllConnections();
    await new Promise<void>((resolve) => api.close(() => resolve()));
  });

  it('answers 404 with the not-found page where the API has no such record, 200 where it has', async () => {
    const missing = await ask(app, '/records/9d1c7c1e-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<noscript><h1>');
    expect(missing.body).not.toContain('rel="canonical"');
    const malay = await ask(app, '/ms/records/not-a-uuid');
    expect(malay.statusCode).toBe(404);
    expect(malay.body).toContain('<html lang="ms"');
    const found = await ask(app, `/records/${known}`);
    expect(found.statusCode).toBe(200);
    expect(found.body).not.toContain('<noscript><h1>');
  });

  it('answers 404 for a deep link outside its allow-list', async () => {
    expect((await ask(app, '/deeplink/faq')).statusCode).toBe(200);
    expect((await ask(app, `/deeplink/records/${known}`)).statusCode).toBe(200);
    expect((await ask(app, '/deeplink/')).statusCode).toBe(200);
    for (const url of [
      '/deeplink/admin',
      '/deeplink/faq/more',
      '/deeplink/..%2Fetc',
      '/ms/deeplink/https:',
    ]) {
      expect({ url, status: (await ask(app, url)).statusCode }).toEqual({ url, status: 404 });
    }
  });

  it("asks with the member's session for their quotation, and serves the page when the API cannot tell", async () => {
    const session = { teduh: 'sealed-session' };
    expect((await ask(app, { url: `/pusara-pro/sales-journey/${known}`, cookies: session })).statusCode).toBe(
      200,
    );
    const unknown = await ask(app, {
      url: '/pusara-pro/sales-journey/9d1c7c1e-0000-4000-8000-000000000000',
      cookies: { ...session, other: 'not-forwarded' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(seenCookies.at(-1)).toBe('teduh=sealed-session');
    // Another member's session: the API says 401, so the page is served and deals with it.
    expect(
      (await ask(app, { url: `/pusara-pro/sales-journey/${known}`, cookies: { teduh: 'other' } })).statusCode,
    ).toBe(200);
  });

  it('serves the page when the API does not answer in time or at all', async () => {
    expect((await ask(app, '/slow/1')).statusCode).toBe(200);
    await app.close();
    app = await start({ apiUrl: 'http://127.0.0.1:9/' });
    expect((await ask(app, `/records/${known}`)).statusCode).toBe(200);
  }, 15_000);
});
