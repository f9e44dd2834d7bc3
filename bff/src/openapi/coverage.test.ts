import { rmSync } from 'node:fs';
import { Router } from 'express';
import request from 'supertest';
import { createApp } from '../app';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { createWebRouter } from '../web';
import { shopFixture } from '../web/__tests__/web-harness';
import { compareWithDocument } from './coverage';
import type { OpenApiDocument } from './response-validator';

const OPERATOR_TOKEN = 'operator-token-for-the-openapi-coverage-test-0123456789';

/** The document the app itself serves. */
const servedDocument = async (app: ReturnType<typeof createApp>): Promise<OpenApiDocument> => {
  const res = await request(app)
    .get('/api/openapi.json')
    .expect(200)
    .expect('Content-Type', /^application\/json/);
  return res.body as OpenApiDocument;
};

// The routes do not depend on the engine: PGlite only.
describeWithDatabase('OpenAPI document ↔ the routes the app has', (context) => {
  let fixture: string;
  beforeAll(() => {
    fixture = shopFixture();
  });
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('documents every route of the whole app (web front door, operator API, dev outbox, docs page) and nothing else', async () => {
    const app = createApp({ config: testConfig({ CLUB_OPERATOR_TOKEN: OPERATOR_TOKEN }), db: context().db, web: createWebRouter({ repoRoot: fixture }) });
    const document = await servedDocument(app);
    expect(compareWithDocument(app, document)).toEqual({ undocumented: [], missing: [] });
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/registry', '/api/club/operator/terminations', '/api/dev/outbox', '/api/docs', '/api/orders']));
  });

  it('follows the configuration: production without the flags has no dev outbox, docs page or operator API, and neither does its document', async () => {
    const app = createApp({ config: testConfig({ NODE_ENV: 'production' }), db: context().db });
    const document = await servedDocument(app);
    expect(compareWithDocument(app, document)).toEqual({ undocumented: [], missing: [] });
    expect(document.paths['/api/dev/outbox']).toBeUndefined();
    expect(document.paths['/api/docs']).toBeUndefined();
    expect(document.paths['/api/club/operator/terminations']).toBeUndefined();
  });

  it('reports a route added without its entry in the document (here a deliberately undocumented test route)', async () => {
    const app = createApp({ config: testConfig(), db: context().db });
    const document = await servedDocument(app);
    const undocumented = Router();
    undocumented.get('/undocumented-test-route/:id', (_req, res) => {
      res.json({ ok: true });
    });
    undocumented.delete('/cart', (_req, res) => {
      res.status(204).end();
    });
    app.use('/api', undocumented);
    expect(compareWithDocument(app, document)).toEqual({ undocumented: ['delete /api/cart', 'get /api/undocumented-test-route/{id}'], missing: [] });
  });

  it('reports a documented operation the app does not serve', async () => {
    const app = createApp({ config: testConfig(), db: context().db });
    const document = await servedDocument(app);
    const withGhost = { paths: { ...document.paths, '/api/ghost': { get: { responses: {} } } } };
    expect(compareWithDocument(app, withGhost)).toEqual({ undocumented: [], missing: ['get /api/ghost'] });
  });
});
