import { rmSync } from 'node:fs';
import { errorBodySchema } from '@ama/contracts';
import request from 'supertest';
import { createApp } from '../app';
import type { AppDatabase } from '../db';
import { isApiRoute, listAppRoutes } from '../openapi/app-routes';
import { testConfig } from '../test-support/engines';
import { createWebRouter } from '../web';
import { shopFixture, webApp } from '../web/__tests__/web-harness';

/**
 * OPTIONS on an API path is answered by the API, not by Express's automatic OPTIONS of
 * the web router's catch-all page route (which said `200 text/plain "GET, HEAD"` for every path): 204
 * with the methods the path really has in `Allow`, and the JSON 404 for a path that names nothing.
 * Preflights of the configured remote origins are still answered by CORS.
 */
const REMOTE = 'https://remotes.ama.example';
/** OPTIONS never reaches the database. */
const fakeDb = { kysely: {}, engine: 'pglite', ping: async () => undefined, close: async () => undefined } as unknown as AppDatabase;

let root: string;
let app: ReturnType<typeof webApp>;
beforeAll(() => {
  root = shopFixture();
  // The whole app with the web front door, as the shop runs: its catch-all page route is what hid the API's methods.
  app = webApp(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const allowOf = (res: request.Response) => (res.headers.allow as string | undefined)?.split(',').map((method) => method.trim());

describe('OPTIONS on the API', () => {
  it.each([
    ['/api/products', ['GET', 'HEAD', 'OPTIONS']],
    ['/api/cart', ['GET', 'HEAD', 'OPTIONS']],
    ['/api/cart/lines', ['OPTIONS', 'POST']],
    ['/api/cart/lines/0b6f8a6e-5d0b-4a4c-9a57-2b8e3c1d2e3f', ['DELETE', 'OPTIONS', 'PATCH']],
    ['/api/cart/discount', ['DELETE', 'OPTIONS', 'PUT']],
    ['/api/wishlist/items/GA-PEN-OV', ['DELETE', 'OPTIONS', 'PUT']],
    ['/api/newsletter/subscriptions', ['OPTIONS', 'POST']],
    ['/api/orders/some-reference', ['GET', 'HEAD', 'OPTIONS']],
    // The web router's own API route.
    ['/api/registry', ['GET', 'HEAD', 'OPTIONS']],
    ['/healthz', ['GET', 'HEAD', 'OPTIONS']],
  ])('answers OPTIONS %s with 204 and Allow: %j', async (path, methods) => {
    const res = await request(app).options(path);
    expect(res.status).toBe(204);
    expect(allowOf(res)).toEqual(methods);
    expect(res.text).toBe('');
    // A data answer: the constant policy that lets it load nothing.
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers OPTIONS on an API path that names nothing with the JSON 404', async () => {
    for (const path of ['/api/no-such-thing', '/api/cart/lines/a/b', '/api']) {
      const res = await request(app).options(path);
      expect([path, res.status, res.type]).toEqual([path, 404, 'application/json']);
      expect(errorBodySchema.parse(res.body).error.code).toBe('NOT_FOUND');
      expect(res.headers.allow).toBeUndefined();
    }
  });

  it('lists every method of every API route of the app in that path’s Allow', async () => {
    const routes = listAppRoutes(app).filter(isApiRoute);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const path = route.path.replace(/:[A-Za-z]+/g, 'x1').replace(/\{?\*[A-Za-z]+\}?/g, 'x1');
      const res = await request(app).options(path);
      expect([route.method, path, res.status]).toEqual([route.method, path, 204]);
      expect(allowOf(res)).toContain(route.method.toUpperCase());
    }
  });

  it('still lets CORS answer the preflight of a configured remote origin, and gives a stranger no CORS headers', async () => {
    const shop = createApp({ config: testConfig({ REMOTE_ORIGINS: REMOTE }), db: fakeDb, web: createWebRouter({ repoRoot: root }) });
    const preflight = await request(shop).options('/api/cart/lines').set('Origin', REMOTE).set('Access-Control-Request-Method', 'POST');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(REMOTE);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    const stranger = await request(shop).options('/api/cart/lines').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST');
    expect(stranger.status).toBe(204);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    expect(allowOf(stranger)).toEqual(['OPTIONS', 'POST']);
  });
});
