import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { errorBodySchema } from '@ama/contracts';
import { RUM_LIMITS, type RumEvent } from '@ama/contracts/rum';
import request from 'supertest';
import { buildOpenApiDocument } from '../openapi/document';
import { responseValidator, type OpenApiDocument } from '../openapi/response-validator';
import { loadConfigWith } from '../config';
import { EVERY_KIND, owner, rumApp, seriesValue } from './__tests__/rum-harness';
import { rumEndpoints } from './openapi';
import { rumSettings } from './settings';

const beacon = (events: unknown[]) => JSON.stringify({ events });
const liveProduct = { remote: 'mfe_catalog', release: owner.release, page_type: '/product/:sku', side: 'live' };

describe('POST /api/rum', () => {
  it('takes a beacon sent as sendBeacon sends a string (text/plain) and counts every kind of event', async () => {
    const { app, prometheus, path: url } = rumApp();
    const res = await request(app).post(`${url}?locale=en`).set('Content-Type', 'text/plain;charset=UTF-8').send(beacon(EVERY_KIND));
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await seriesValue(prometheus, 'rum_lcp_seconds_bucket', { ...liveProduct, le: '2' })).toBe(1);
    expect(await seriesValue(prometheus, 'rum_lcp_seconds_bucket', { ...liveProduct, le: '1.5' })).toBe(0);
    expect(await seriesValue(prometheus, 'rum_lcp_seconds_sum', liveProduct)).toBeCloseTo(1.84);
    expect(await seriesValue(prometheus, 'rum_inp_seconds_bucket', { ...liveProduct, le: '0.1' })).toBe(1);
    expect(await seriesValue(prometheus, 'rum_ttfb_seconds_sum', liveProduct)).toBeCloseTo(0.21);
    expect(await seriesValue(prometheus, 'rum_cls_bucket', { ...liveProduct, le: '0.02' })).toBe(1);
    expect(await seriesValue(prometheus, 'rum_page_views_total', liveProduct)).toBe(1);
    expect(await seriesValue(prometheus, 'rum_errors_total', { ...liveProduct, error_name: 'TypeError' })).toBe(1);
    expect(await seriesValue(prometheus, 'rum_remote_load_failures_total', { ...liveProduct, remote: 'mfe_club' })).toBe(1);
    expect(await seriesValue(prometheus, 'rum_fallbacks_total', { ...liveProduct, remote: 'mfe_club' })).toBe(1);
    expect(await seriesValue(prometheus, 'rum_sample_rate', {})).toBe(0.5);
  });

  it('takes application/json too', async () => {
    const { app, prometheus, path: url } = rumApp();
    await request(app)
      .post(url)
      .set('Content-Type', 'application/json')
      .send(beacon([EVERY_KIND[4]]))
      .expect(204);
    expect(await seriesValue(prometheus, 'rum_page_views_total', liveProduct)).toBe(1);
  });

  it('counts what it does not know under `other`: a remote, a page type, an error name', async () => {
    const { app, prometheus, path: url } = rumApp();
    const events: RumEvent[] = [
      { kind: 'page-view', ...owner, remote: 'mfe_nobody' },
      { kind: 'page-view', ...owner, pageType: '/product/GA-SOL-OV' },
      { kind: 'error', ...owner, name: 'MyOwnError' },
      { kind: 'page-view', ...owner, remote: 'shell', pageType: '(none)' },
    ];
    await request(app).post(url).set('Content-Type', 'text/plain').send(beacon(events)).expect(204);
    expect(await seriesValue(prometheus, 'rum_page_views_total', { ...liveProduct, remote: 'other', release: 'other' })).toBe(1);
    expect(await seriesValue(prometheus, 'rum_page_views_total', { ...liveProduct, page_type: 'other' })).toBe(1);
    expect(await seriesValue(prometheus, 'rum_errors_total', { ...liveProduct, error_name: 'other' })).toBe(1);
    expect(await seriesValue(prometheus, 'rum_page_views_total', { ...liveProduct, remote: 'shell', page_type: '(none)' })).toBe(1);
  });

  it("without the registry, takes the contract's remotes and route table", async () => {
    const { app, prometheus, path: url } = rumApp({ registry: null });
    const events: RumEvent[] = [
      { kind: 'page-view', ...owner },
      { kind: 'page-view', ...owner, pageType: '/collections/:collection' },
    ];
    await request(app).post(url).set('Content-Type', 'text/plain').send(beacon(events)).expect(204);
    expect(await seriesValue(prometheus, 'rum_page_views_total', liveProduct)).toBe(1);
    expect(await seriesValue(prometheus, 'rum_page_views_total', { ...liveProduct, page_type: 'other' })).toBe(1);
  });

  it('keeps the few latest releases of a remote, and drops the series of the one before them', async () => {
    const { app, prometheus, path: url } = rumApp();
    for (const release of ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0'])
      await request(app)
        .post(url)
        .set('Content-Type', 'text/plain')
        .send(beacon([{ kind: 'page-view', ...owner, release }]))
        .expect(204);
    expect(await seriesValue(prometheus, 'rum_page_views_total', { ...liveProduct, release: '1.0.0' })).toBeUndefined();
    expect(await seriesValue(prometheus, 'rum_page_views_total', { ...liveProduct, release: '1.1.0' })).toBe(1);
    expect(await seriesValue(prometheus, 'rum_page_views_total', { ...liveProduct, release: '1.4.0' })).toBe(1);
  });

  it('feeds the sliding window a canary is compared with', async () => {
    let now = Date.UTC(2026, 11, 1, 10, 0, 0);
    const { app, window, path: url } = rumApp({ now: () => now });
    const canary = { ...owner, side: 'canary' as const };
    const events: RumEvent[] = [
      { kind: 'page-view', ...canary },
      { kind: 'page-view', ...canary },
      { kind: 'error', name: 'TypeError', ...canary },
      { kind: 'INP', value: 300, ...canary },
      { kind: 'LCP', value: 2_500, ...canary },
      { kind: 'page-view', ...owner },
    ];
    await request(app).post(url).set('Content-Type', 'text/plain').send(beacon(events)).expect(204);
    expect(window.counts('mfe_catalog', 'canary')).toMatchObject({ pageViews: 2, errors: 1, loadFailures: 0, fallbacks: 0, p75InpMs: 300, p75LcpMs: 2_500, inpCount: 1 });
    expect(window.counts('mfe_catalog', 'live')).toMatchObject({ pageViews: 1, errors: 0, p75InpMs: null });
    now += 11 * 60_000;
    expect(window.counts('mfe_catalog', 'canary')).toMatchObject({ pageViews: 0, errors: 0, p75InpMs: null });
  });

  describe('refusals, in the shop’s JSON error shape, and nothing counted', () => {
    const refused = async (send: (test: request.Test) => request.Test, status: number, code: string) => {
      const { app, prometheus, path: url } = rumApp();
      const res = await send(request(app).post(url));
      expect([res.status, errorBodySchema.parse(res.body).error.code]).toEqual([status, code]);
      expect(await seriesValue(prometheus, 'rum_page_views_total', liveProduct)).toBeUndefined();
      return res;
    };
    const text = (body: string) => (test: request.Test) => test.set('Content-Type', 'text/plain').send(body);
    const pageView = { kind: 'page-view', ...owner };

    it.each([
      ['not JSON', '{"events": [', 'MALFORMED_JSON'],
      ['no events', beacon([]), 'VALIDATION_FAILED'],
      ['more events than a beacon holds', beacon(Array.from({ length: RUM_LIMITS.maxEvents + 1 }, () => pageView)), 'VALIDATION_FAILED'],
      ['a field the contract does not have (a URL)', beacon([{ ...pageView, url: 'https://shop.example/en/product/GA-1?email=ada@example.com' }]), 'VALIDATION_FAILED'],
      ['a path with a query string as the page type', beacon([{ ...pageView, pageType: '/product/GA-1?email=ada@example.com' }]), 'VALIDATION_FAILED'],
      ['an error message as its name', beacon([{ ...pageView, kind: 'error', name: 'Cannot read properties of undefined' }]), 'VALIDATION_FAILED'],
      ['an LCP out of bounds', beacon([{ ...pageView, kind: 'LCP', value: RUM_LIMITS.maxMilliseconds + 1 }]), 'VALIDATION_FAILED'],
      ['a negative CLS', beacon([{ ...pageView, kind: 'CLS', value: -0.1 }]), 'VALIDATION_FAILED'],
      ['an unknown side', beacon([{ ...pageView, side: 'staging' }]), 'VALIDATION_FAILED'],
      ['a release with a slash', beacon([{ ...pageView, release: '1.0/../../etc' }]), 'VALIDATION_FAILED'],
      ['one bad event among good ones', beacon([pageView, { ...pageView, kind: 'FID', value: 3 }]), 'VALIDATION_FAILED'],
    ])('400 for %s', async (_what, body, code) => {
      await refused(text(body), 400, code);
    });

    it('413 for a body larger than a beacon may be', async () => {
      await refused(text(beacon([{ ...pageView, pad: 'x'.repeat(RUM_LIMITS.maxBodyBytes) }])), 413, 'PAYLOAD_TOO_LARGE');
    });

    it.each([
      ['a form', 'application/x-www-form-urlencoded'],
      ['no type', undefined],
    ])('415 for %s', async (_what, type) => {
      await refused((test) => (type ? test.set('Content-Type', type) : test).send(type ? 'events=1' : undefined), 415, 'UNSUPPORTED_MEDIA_TYPE');
    });
  });

  it('429 past the per-client budget, counting malformed beacons too, with Retry-After', async () => {
    const { app, path: url } = rumApp({ limit: 3 });
    await request(app).post(url).set('Content-Type', 'text/plain').send('nope').expect(400);
    await request(app)
      .post(url)
      .set('Content-Type', 'text/plain')
      .send(beacon([EVERY_KIND[4]]))
      .expect(204);
    await request(app)
      .post(url)
      .set('Content-Type', 'text/plain')
      .send(beacon([EVERY_KIND[4]]))
      .expect(204);
    const over = await request(app)
      .post(url)
      .set('Content-Type', 'text/plain')
      .send(beacon([EVERY_KIND[4]]));
    expect([over.status, errorBodySchema.parse(over.body).error.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another client has its own budget.
    await request(app)
      .post(url)
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Content-Type', 'text/plain')
      .send(beacon([EVERY_KIND[4]]))
      .expect(204);
  });
});

describe('its OpenAPI description', () => {
  // Its own settings slice: the composition root's list (app-config.ts) is another team's file.
  const config = loadConfigWith([rumSettings], { NODE_ENV: 'test', DATA_DIR: ':memory:', RUM_RATE_LIMIT: '30' });
  const document = buildOpenApiDocument(rumEndpoints(config), config) as unknown as OpenApiDocument;

  it('is valid OpenAPI 3.1 and passes the recommended lint rules', () => {
    const checked = JSON.parse(
      execFileSync(process.execPath, [path.join(__dirname, '..', 'openapi', 'check-document.mjs')], { input: JSON.stringify(document), encoding: 'utf8', timeout: 60_000 }),
    ) as { valid: boolean; validationErrors: unknown[]; lintProblems: unknown[] };
    expect(checked).toMatchObject({ valid: true, validationErrors: [], lintProblems: [] });
  }, 60_000);

  it('describes what the route answers: 204, 400, 413, 415 and 429, with its rate limit', async () => {
    const operation = (document.paths['/api/rum'] as Record<string, { 'x-rate-limit'?: unknown }>).post!;
    expect(operation['x-rate-limit']).toEqual({ budget: 'real-user beacons', limit: 30, windowSeconds: 60, scope: 'client IP' });
    const check = responseValidator(document);
    const { app, path: url } = rumApp({ limit: 5 });
    const answers = [
      await request(app).post(url).set('Content-Type', 'text/plain').send(beacon(EVERY_KIND)),
      await request(app).post(url).set('Content-Type', 'text/plain').send(beacon([])),
      await request(app)
        .post(url)
        .set('Content-Type', 'text/plain')
        .send('x'.repeat(RUM_LIMITS.maxBodyBytes + 1)),
      await request(app).post(url).set('Content-Type', 'application/xml').send('<events/>'),
      await request(app).post(url).set('Content-Type', 'text/plain').send('{'),
      await request(app).post(url).set('Content-Type', 'text/plain').send(beacon(EVERY_KIND)),
    ];
    expect(answers.map(({ status }) => status)).toEqual([204, 400, 413, 415, 400, 429]);
    for (const res of answers)
      expect(check('post', '/api/rum', { status: res.status, contentType: res.headers['content-type'] as string | undefined, body: res.body, text: res.text })).toEqual([]);
  });
});
