import express from 'express';
import request from 'supertest';
import { createApp } from './app';
import type { AppDatabase } from './db';
import { testConfig } from './test-support/engines';

/** These tests never reach the catalogue, so a database that only answers ping() is enough. */
const fakeDb = (ping: () => Promise<void> = async () => undefined) => ({ kysely: {}, engine: 'pglite', ping, close: async () => undefined }) as unknown as AppDatabase;

const REMOTE = 'https://remotes.ama.example';
const SIGN_UP = '/api/newsletter/subscriptions?locale=en';

function appWith(options: { env?: Record<string, string>; web?: express.Router; ping?: () => Promise<void>; serverCodeLoaded?: () => boolean } = {}) {
  return createApp({ config: testConfig(options.env), db: fakeDb(options.ping), web: options.web, serverCodeLoaded: options.serverCodeLoaded });
}

const directives = (header: string | undefined): Record<string, string[]> =>
  Object.fromEntries(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('health', () => {
  it('answers /healthz', async () => {
    const res = await request(appWith()).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database does, 503 when it does not', async () => {
    expect((await request(appWith()).get('/readyz')).body).toEqual({ status: 'ready', database: 'ok', serverRendering: 'ready' });
    const down = await request(appWith({ ping: () => Promise.reject(new Error('connection refused')) })).get('/readyz');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'unavailable', database: 'error', serverRendering: 'ready' });
  });

  it("answers /readyz with 503 while the pages' server code has its first load, and 200 from then on", async () => {
    let loaded = false;
    const app = appWith({ serverCodeLoaded: () => loaded });
    const warming = await request(app).get('/readyz');
    expect(warming.status).toBe(503);
    expect(warming.headers['retry-after']).toBe('1');
    expect(warming.body).toEqual({ status: 'unavailable', database: 'ok', serverRendering: 'warming' });
    loaded = true;
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'ok', serverRendering: 'ready' });
  });
});

describe('errors as JSON', () => {
  it('answers an unknown API route with 404 JSON', async () => {
    const res = await request(appWith()).get('/api/no-such-thing?locale=en');
    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
    expect(res.body.error).toMatchObject({ code: 'NOT_FOUND' });
  });

  // The newsletter sign-up is the route that takes a JSON body; its body is refused before the database.
  it('answers malformed JSON with 400', async () => {
    const res = await request(appWith()).post(SIGN_UP).set('Content-Type', 'application/json').send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('MALFORMED_JSON');
  });

  it('answers a body over the limit with 413 JSON', async () => {
    const res = await request(appWith())
      .post(SIGN_UP)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(150 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('hides the details of an unexpected failure', async () => {
    const web = express.Router();
    web.get('/boom', () => {
      throw new Error('secret internals at /srv/db.ts:42');
    });
    const res = await request(appWith({ web })).get('/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { code: 'INTERNAL', message: expect.any(String) } });
    expect(JSON.stringify(res.body)).not.toMatch(/secret|db\.ts|at /);
  });

  it('answers a malformed path encoding with 400, not 500', async () => {
    const res = await request(appWith()).get('/api/products/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
  });
});

/** A web router with one HTML page, as the real one serves pages: the nonce CSP belongs to pages. */
function pageRouter() {
  const web = express.Router();
  web.get('/page', (_req, res) => {
    res.type('html').send(`<script nonce="${res.locals.cspNonce}"></script>`);
  });
  return web;
}

describe('security headers', () => {
  it('sends a page a strict CSP with a fresh nonce and no x-powered-by', async () => {
    const app = appWith({ web: pageRouter() });
    const [first, second] = [await request(app).get('/page'), await request(app).get('/page')];
    expect(first.headers['x-powered-by']).toBeUndefined();
    const csp = directives(first.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{20,}'$/)]);
    expect(csp['style-src']).toEqual(["'self'", csp['script-src']?.[1]]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(first.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(second.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
    expect(first.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends data answers a constant CSP that lets them load nothing, without a nonce', async () => {
    const app = appWith();
    for (const path of ['/healthz', '/api/no-such-route']) {
      const [first, second] = [await request(app).get(path), await request(app).get(path)];
      const csp = directives(first.headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(first.headers['content-security-policy']).not.toContain('nonce');
      expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(first.headers['x-content-type-options']).toBe('nosniff');
      expect(first.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets the configured remote origins load scripts, images, fonts and data', async () => {
    const csp = directives((await request(appWith({ env: { REMOTE_ORIGINS: REMOTE }, web: pageRouter() })).get('/page')).headers['content-security-policy']);
    for (const directive of ['script-src', 'style-src', 'img-src', 'font-src', 'media-src', 'connect-src']) expect(csp[directive]).toContain(REMOTE);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('hands the CSP nonce to the web router', async () => {
    const res = await request(appWith({ web: pageRouter() })).get('/page');
    const nonce = /nonce="([^"]+)"/.exec(res.text)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  // A deployed shop (production with PUBLIC_URL) must configure the club's secrets (config.ts).
  const DEPLOYED_CLUB_SECRETS = { CLUB_LINK_SECRET: 'x'.repeat(32), CLUB_ELITE_TOKEN: 'e'.repeat(32) };

  it('adds HSTS and upgrade-insecure-requests only when the shop is served over https', async () => {
    const httpsApp = appWith({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://shop.example', ...DEPLOYED_CLUB_SECRETS }, web: pageRouter() });
    const https = await request(httpsApp).get('/page');
    expect(https.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(https.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect((await request(httpsApp).get('/healthz')).headers['strict-transport-security']).toMatch(/max-age=31536000/);
    // `npm start` on a LAN address is plain http: upgrading would leave the page blank
    const plain = await request(appWith({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' }, web: pageRouter() })).get('/page');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('allows CORS for configured origins only', async () => {
    const app = appWith({ env: { REMOTE_ORIGINS: REMOTE } });
    const allowed = await request(app).get('/healthz').set('Origin', REMOTE);
    expect(allowed.headers['access-control-allow-origin']).toBe(REMOTE);
    const preflight = await request(app).options('/api/products').set('Origin', REMOTE).set('Access-Control-Request-Method', 'POST');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(REMOTE);
    const stranger = await request(app).get('/healthz').set('Origin', 'https://evil.example');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const noRemotes = await request(appWith()).get('/healthz').set('Origin', REMOTE);
    expect(noRemotes.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('tags every response with a request id, keeping a plain caller-supplied one', async () => {
    const app = appWith();
    expect((await request(app).get('/healthz')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await request(app).get('/healthz').set('X-Request-Id', 'abc-123')).headers['x-request-id']).toBe('abc-123');
    // Refused as a whole (it could forge log lines): a fresh UUID instead, which may contain 'bad' by chance as hex.
    expect((await request(app).get('/healthz').set('X-Request-Id', 'bad id; level=error')).headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });
});

describe('web router', () => {
  it('is consulted before the API 404 and may pass requests on', async () => {
    const web = express.Router();
    web.get('/api/registry', (_req, res) => {
      res.json({ release: 'r1', remotes: [] });
    });
    web.use((_req, _res, next) => next());
    const app = appWith({ web });
    expect((await request(app).get('/api/registry')).body).toEqual({ release: 'r1', remotes: [] });
    expect((await request(app).get('/api/unknown')).status).toBe(404);
  });
});
