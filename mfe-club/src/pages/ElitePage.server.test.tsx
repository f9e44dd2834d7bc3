/**
 * @jest-environment node
 */
// The ELITE page as the shell's server renders it: the token is checked with the BFF during the render,
// and a wrong one makes the response the shop's 404 page with HTTP status 404.
import { configureApi, initI18n } from '@ama/platform';
import { serverRender } from '../club/server-test-support';

const TOKEN = 'b7f3c9d2e8a14f6b9c0d1e2f3a4b5c6d';

let asked: string[] = [];
beforeAll(() => {
  initI18n('en');
  configureApi({ baseUrl: 'http://bff.test/api', retryDelayMs: 0 });
});
beforeEach(() => {
  asked = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    asked.push(url.pathname);
    return url.pathname === `/api/club/elite/${TOKEN}`
      ? new Response(null, { status: 204 })
      : Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  }) as typeof fetch;
});

test('a wrong token: the 404 page, status 404, kept out of search indexes', async () => {
  const { html, request } = await serverRender('/it/club/elite-0000wrong', 'it');
  // (a failed query is asked again by each render pass that subscribes to it)
  expect(new Set(asked)).toEqual(new Set(['/api/club/elite/0000wrong']));
  expect(request.head.status).toBe(404);
  expect(request.head.current).toEqual(expect.objectContaining({ robots: 'noindex' }));
  expect(html).toMatch(/<h1[^>]*>Pagina non trovata<\/h1>/);
});

test('the right token: the ELITE page, status 200, noindex', async () => {
  const { html, request } = await serverRender(`/en/club/elite-${TOKEN}`, 'en');
  expect(request.head.status).toBeUndefined();
  expect(request.head.current).toEqual(expect.objectContaining({ title: 'Club AMA ELITE', robots: 'noindex' }));
  expect(html).toMatch(/<h1[^>]*>Club AMA ELITE<\/h1>/);
  expect(html).toContain('ELITE adds');
});

test('a club path that is not "elite-…" asks nothing and is a 404', async () => {
  const { request } = await serverRender('/en/club/gold-1234', 'en');
  expect(asked).toEqual([]);
  expect(request.head.status).toBe(404);
});
