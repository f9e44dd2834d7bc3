import request from 'supertest';
import { createApp } from '../app';
import { describeWithDatabase, testConfig } from '../test-support/engines';

describeWithDatabase('GET /api/docs and /api/openapi.json', (context) => {
  it('serves the reference page with self-hosted Swagger UI under a nonce CSP: no CDN, no inline script', async () => {
    const app = createApp({ config: testConfig(), db: context().db });
    const res = await request(app)
      .get('/api/docs')
      .expect(200)
      .expect('Content-Type', /^text\/html/);
    const csp = res.headers['content-security-policy'] as string;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const scripts = [...res.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toContain(`nonce="${nonce}"`);
      expect(attributes).toMatch(/src="\/api\/docs\/assets\//);
      expect(body).toBe('');
    }
    expect(res.text).not.toMatch(/https?:\/\//);
    // A fresh nonce per response.
    const again = await request(app).get('/api/docs');
    expect(again.headers['content-security-policy']).not.toBe(csp);
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'init.js']) {
      await request(app).get(`/api/docs/assets/${asset}`).expect(200);
    }
    const init = await request(app).get('/api/docs/assets/init.js');
    expect(init.text).toContain("url: '/api/openapi.json'");
  });

  it('is off in production unless API_DOCS=1; the document is always served', async () => {
    const production = createApp({ config: testConfig({ NODE_ENV: 'production' }), db: context().db });
    const off = await request(production).get('/api/docs').expect(404);
    expect(off.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No API route for GET /docs' } });
    await request(production).get('/api/docs/assets/swagger-ui-bundle.js').expect(404);
    const document = await request(production)
      .get('/api/openapi.json')
      .expect(200)
      .expect('Content-Type', /^application\/json/);
    expect(document.body).toMatchObject({ openapi: '3.1.0', info: { title: 'AMA jewellery shop API' } });

    const configured = createApp({ config: testConfig({ NODE_ENV: 'production', API_DOCS: '1' }), db: context().db });
    await request(configured).get('/api/docs').expect(200);
  });
});
