import express from 'express';
import request from 'supertest';
import { RUM_API_PATH } from '@ama/contracts/rum';
import { loadConfigWith } from '../config';
import type { AppDatabase } from '../db';
import { errorHandler } from '../http/errors';
import { processRegistry } from '../http/metrics';
import { createLogger } from '../logger';
import { moduleEndpoints, setUpModules } from '../modules/set-up';
import { EVERY_KIND } from './__tests__/rum-harness';
import { rumModule } from './module';
import { rumSettings } from './settings';

/** As the composition root sets it up (shop-modules.ts lists it, app-config.ts lists its settings). */
describe('the rum module', () => {
  const config = loadConfigWith([rumSettings], { NODE_ENV: 'test', DATA_DIR: ':memory:', RUM_SAMPLE_RATE: '0.25' });
  const logger = createLogger({ logLevel: 'silent' });

  it('mounts POST /api/rum, counting into the series /metrics serves', async () => {
    const app = express();
    setUpModules([rumModule], { db: {} as AppDatabase, config, logger }).mount(app);
    app.use(errorHandler(logger));
    await request(app)
      .post(RUM_API_PATH)
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ events: EVERY_KIND }))
      .expect(204);
    const text = await processRegistry.metrics();
    expect(text).toMatch(/^rum_page_views_total\{remote="mfe_catalog",release="1\.4\.0-3f9a2c1b7e0d",page_type="\/product\/:sku",side="live"\} \d+$/m);
    expect(text).toMatch(/^rum_lcp_seconds_bucket\{le="2",remote="mfe_catalog",/m);
    expect(text).toMatch(/^rum_sample_rate 0\.25$/m);
  });

  it('takes the registry the app serves, when the app is given one, for its labels', async () => {
    const app = express();
    const registry = () => ({ remotes: [{ name: 'mfe_catalog', routes: ['/shapes/:shape'] }] });
    setUpModules([rumModule], { db: {} as AppDatabase, config, logger, registry }).mount(app);
    const event = { kind: 'page-view', remote: 'mfe_catalog', release: '9.9.9-registry', pageType: '/shapes/:shape', side: 'preview' };
    await request(app)
      .post(RUM_API_PATH)
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ events: [event] }))
      .expect(204);
    expect(await processRegistry.metrics()).toMatch(/^rum_page_views_total\{remote="mfe_catalog",release="9\.9\.9-registry",page_type="\/shapes\/:shape",side="preview"\} 1$/m);
  });

  it('documents its endpoint', () => {
    expect(moduleEndpoints([rumModule], config).map(({ method, path }) => `${method} ${path}`)).toEqual(['post /api/rum']);
  });
});
