// Test support: a throw-away repository folder with small built apps shaped like the real dist folders,
// and plain HTTP requests (raw bytes, since compression is under test).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteName, RouteSpec } from '@teduh/shared';
import { remoteFolders, remoteNames } from './remotes';

export const fakeRoutes: Record<RemoteName, RouteSpec[]> = {
  marketing: [
    { path: '/' },
    {
      path: '/faq',
      titleKey: 'faq.title',
      descriptionKey: 'meta.faq',
      head: {
        en: {
          title: 'Frequently asked questions',
          description: 'Answers about "takaful" <and> claims & cover.',
        },
        ms: { title: 'Soalan lazim', description: 'Jawapan tentang takaful dan tuntutan.' },
      },
    },
    { path: '/resources' },
    { path: '/resources/:slug' },
  ],
  dashboard: [
    { path: '/user/sign-in', access: 'logged-out-only' },
    { path: '/user/profile', access: 'login-required', requiresSessionCookie: true },
    { path: '/vault/:id?' },
  ],
  ekyc: [{ path: '/ekyc/v2', requiresSessionCookie: true }],
  pusara_journey: [
    { path: '/pusara-pro/quick-quote' },
    { path: '/pusara-pro/sales-journey/:uuid', requiresSessionCookie: true },
  ],
  partner_journeys: [{ path: '/axa-elife/success' }],
  demos: [{ path: '/demo-ecics-motor-sales-journey/form/:uuid?' }],
};

// Large enough to be worth compressing.
const bundle = (name: string) => `/* ${name} */\n${'console.log("teduh");\n'.repeat(200)}`;

export const fakeIndexHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Teduh</title>' +
  `<meta name="description" content="${'Teduh family takaful. '.repeat(20)}">` +
  '<meta property="og:title" content="Teduh site title"><meta property="og:description" content="Site-wide.">' +
  '<!--deployment-manifest--><script defer src="/main.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

export interface FakeRepo {
  root: string;
  write(relativePath: string, content: string): void;
  remove(): void;
}

export function createFakeRepo(routes: Partial<Record<RemoteName, RouteSpec[]>> = fakeRoutes): FakeRepo {
  const root = mkdtempSync(path.join(tmpdir(), 'teduh-web-'));
  const write = (relativePath: string, content: string) => {
    const file = path.join(root, relativePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  write('shell/dist/index.html', fakeIndexHtml);
  write('shell/dist/main.js', bundle('shell main'));
  write('shell/dist/remoteEntry.js', bundle('shell entry'));
  write('shell/dist/mf-manifest.json', '{"name":"teduh_shell"}');
  write('shell/dist/481.0a1b2c3d4e5f.js', bundle('shell chunk'));
  write('shell/dist/assets/logo.0a1b2c3d4e5f.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const name of remoteNames) {
    const dist = `${remoteFolders[name]}/dist`;
    write(`${dist}/remoteEntry.js`, bundle(`${name} entry`));
    write(`${dist}/mf-manifest.json`, `{"name":"teduh_${name}"}`);
    write(`${dist}/routes.json`, JSON.stringify(routes[name] ?? []));
    write(`${dist}/index.html`, '<!doctype html><html><body>standalone</body></html>');
    write(`${dist}/337.891fa1fbdb32.js`, bundle(`${name} chunk`));
  }
  return { root, write, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export interface Answer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  rawPayload: Buffer;
  body: string;
  json<T = unknown>(): T;
}

export interface Ask {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

/** A request to a server listening on a free port. */
export function ask(server: FastifyInstance, target: string | Ask): Promise<Answer> {
  const {
    url,
    method = 'GET',
    headers = {},
    cookies,
  } = typeof target === 'string' ? { url: target } : target;
  if (cookies)
    headers.cookie = Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  const { port } = server.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        const body = rawPayload.toString('utf8');
        resolve({
          statusCode: res.statusCode ?? 0,
          headers: res.headers,
          rawPayload,
          body,
          json: <T>() => JSON.parse(body) as T,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
