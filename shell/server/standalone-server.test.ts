import type { FastifyInstance } from 'fastify';
import { remoteDistDir } from './remotes';
import { buildStandaloneServer } from './standalone-server';
import { ask, createFakeRepo, type FakeRepo } from './test-support';

let repo: FakeRepo;
let app: FastifyInstance;

beforeAll(async () => {
  repo = createFakeRepo();
  app = await buildStandaloneServer({ dist: remoteDistDir(repo.root, 'demos') });
  await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  repo.remove();
});

describe('standalone remote server', () => {
  it.each(['/', '/demo-ecics-motor-sales-journey/form/abc', '/ms/anything'])(
    'answers the page path %s with the remote index.html',
    async (url) => {
      const response = await ask(app, url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('standalone');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the remote files to any origin with long caching for hashed chunks', async () => {
    const chunk = await ask(app, '/337.891fa1fbdb32.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await ask(app, '/routes.json')).json()).toEqual([
      { path: '/demo-ecics-motor-sales-journey/form/:uuid?' },
    ]);
  });

  it('answers a missing file with 404', async () => {
    expect((await ask(app, '/missing.0a1b2c3d4e5f.js')).statusCode).toBe(404);
  });
});

describe('a partner deployment', () => {
  it('inlines its deployment manifest (API, partner) in every page, escaped so it cannot close the script', async () => {
    const deployment = await buildStandaloneServer({
      dist: remoteDistDir(repo.root, 'demos'),
      manifest: { apiBaseUrl: 'https://api.example/', partner: 'mykasih</script>' },
    });
    await deployment.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await ask(deployment, '/my-kasih');
      expect(response.statusCode).toBe(200);
      const inline = /<script id="deployment-manifest" type="application\/json">(.*?)<\/script>/.exec(
        response.body,
      )?.[1];
      expect(inline).toBeDefined();
      expect(inline).not.toContain('</script>');
      expect(JSON.parse(inline!)).toEqual({
        apiBaseUrl: 'https://api.example/',
        partner: 'mykasih</script>',
      });
    } finally {
      await deployment.close();
    }
  });
});
