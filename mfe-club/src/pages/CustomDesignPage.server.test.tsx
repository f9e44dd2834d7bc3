/**
 * @jest-environment node
 */
// The custom design page as the shell's server renders it: without a token the public page, its form
// an island, indexable; with a token the frame only (the request is personal: read in the browser).
import { configureApi, initI18n } from '@ama/platform';
import { serverRender } from '../club/server-test-support';

let asked: string[] = [];
beforeAll(() => {
  initI18n('en');
  configureApi({ baseUrl: 'http://bff.test/api', retryDelayMs: 0 });
});
beforeEach(() => {
  asked = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    asked.push(new URL((input as Request).url).pathname);
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  }) as typeof fetch;
});

test('without a token: the service and its form, one island, with a title and a description, indexable', async () => {
  const { html, request } = await serverRender('/it/club/custom-design', 'it');
  expect(asked).toEqual([]);
  expect(request.head.status).toBeUndefined();
  expect(request.head.current).toEqual({ title: 'Design su misura', description: expect.stringContaining('Valenza') });
  expect(html).toContain('data-island="club/custom-design"');
  expect(html).toMatch(/<h1[^>]*>Design su misura<\/h1>/);
  expect(html).toContain('Invia la richiesta e blocca 150');
});

test("with a token: the request's frame only, nothing asked of the API, noindex", async () => {
  const { html, request } = await serverRender('/en/club/custom-design?token=signed.design-token', 'en');
  expect(asked).toEqual([]);
  expect(request.head.current).toEqual(expect.objectContaining({ title: 'Your custom design', robots: 'noindex' }));
  expect(html).toContain('Loading your request…');
  expect(html).not.toContain('signed.design-token');
  expect(html).not.toContain('<form');
});
