import { productListResponseSchema } from '@ama/contracts';
import request from 'supertest';
import { createApp } from '../app';
import { describeWithDatabase } from '../test-support/engines';
import { ListingAnswers } from './listing-answers';

describeWithDatabase('the catalogue listing, serialised once', (context) => {
  const listing = '/api/products?locale=en&pageSize=12';

  it('answers a repeated listing with the same body and a strong ETag, and a current copy with 304', async () => {
    const first = await request(context().app).get(listing);
    const again = await request(context().app).get(listing);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(productListResponseSchema.parse(again.body).items).toHaveLength(12);
    expect(again.text).toBe(first.text);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=60');

    const current = await request(context().app).get(listing).set('If-None-Match', `"other", ${first.headers.etag}`);
    expect(current.status).toBe(304);
    expect(current.text).toBe('');
    expect(current.headers.etag).toBe(first.headers.etag);
    const stale = await request(context().app).get(listing).set('If-None-Match', '"an-older-answer"');
    expect(stale.status).toBe(200);
    // Another page is another answer, with another tag.
    expect((await request(context().app).get('/api/products?locale=en&pageSize=12&page=2')).headers.etag).not.toBe(first.headers.etag);
  });

  it('sends the answer from its cached copy with the request id and the data headers of every API answer', async () => {
    await request(context().app).get(listing);
    const res = await request(context().app).get(listing).set('X-Request-Id', 'listing-42');
    expect(res.headers['x-request-id']).toBe('listing-42');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('compresses a large listing once, for clients that accept gzip, and never a small answer', async () => {
    const big = '/api/products?locale=en&pageSize=48';
    const plain = await request(context().app).get(big).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await request(context().app)
      .get(big)
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(Number(zipped.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']));
    // The client (superagent) has inflated it: the same JSON as the plain answer.
    expect((zipped.body as Buffer).toString()).toBe(plain.text);
    // A short answer (an empty search) is sent as it is.
    const small = await request(context().app).get('/api/products?locale=en&q=zzzznothing').set('Accept-Encoding', 'gzip');
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers a cross-origin listing through CORS like any other API request', async () => {
    const remote = 'https://remotes.ama.example';
    const app = createApp({ config: { ...context().config, remoteOrigins: [remote] }, db: context().db });
    await request(app).get(listing);
    const allowed = await request(app).get(listing).set('Origin', remote);
    expect(allowed.headers['access-control-allow-origin']).toBe(remote);
    const stranger = await request(app).get(listing).set('Origin', 'https://evil.example');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("keeps a serialised answer no longer than the service's cache keeps its own, and drops it with it", async () => {
    const answers = new ListingAnswers({ ttlMs: 40 });
    const source = { items: [] };
    const first = answers.remember('/api/products?locale=en', source, 'public, max-age=60');
    // Another spelling of the same request shares the one serialisation.
    expect(answers.remember('/api/products?locale=en&page=1', source, 'public, max-age=60')).toBe(first);
    expect(answers.get('/api/products?locale=en')).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(answers.get('/api/products?locale=en')).toBeUndefined();
    answers.remember('/api/products?locale=it', { items: [1] }, 'public, max-age=60');
    answers.clear();
    expect(answers.get('/api/products?locale=it')).toBeUndefined();
  });
});
