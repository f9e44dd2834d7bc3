/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { api } from './api';
import { configureApi, resetApiConfig } from './api-config';
import { createRequestStore, createShopStore } from '../store/store';
import { selectToasts } from '../store/selectors';
import { changeLocale } from '../i18n/messages';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  422: 'Unprocessable Content',
  425: 'Too Early',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

type Reply = { status: number; body?: unknown; statusText?: string } | 'network-error';

/** A fetch stub that answers with real Response objects and records every Request it receives. */
function stubFetch(...replies: Reply[]) {
  const requests: Request[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request);
    const reply = replies[Math.min(requests.length - 1, replies.length - 1)] ?? { status: 200 };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body ?? { error: 'x' }), {
      status: reply.status,
      statusText: reply.statusText ?? STATUS_TEXT[reply.status] ?? '',
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return requests;
}

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<unknown, string | { sku: string; locale: string }>({
      query: (arg) => (typeof arg === 'string' ? `products/${arg}` : { url: `products/${arg.sku}`, params: { locale: arg.locale } }),
    }),
    searchWithLocale: build.query<unknown, string>({ query: (q) => `search?q=${q}&locale=en` }),
    subscribe: build.mutation<unknown, { email: string; method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE' }>({
      query: ({ email, method = 'POST' }) => ({ url: 'newsletter', method, body: { email } }),
    }),
    subscribeWithFieldErrors: build.mutation<unknown, string>({
      query: (email) => ({ url: 'newsletter', method: 'POST', body: { email } }),
      extraOptions: { silent: true },
    }),
    removeLine: build.mutation<unknown, string>({ query: (id) => ({ url: `cart/lines/${id}`, method: 'DELETE' }) }),
    getSilently: build.query<unknown, string>({ query: (sku) => `products/${sku}`, extraOptions: { silent: true } }),
  }),
});

let store: ReturnType<typeof createShopStore>;
const toasts = () => selectToasts(store.getState());
const getProduct = (arg: Parameters<typeof testApi.endpoints.getProduct.initiate>[0]) => store.dispatch(testApi.endpoints.getProduct.initiate(arg));

beforeEach(async () => {
  resetApiConfig();
  configureApi({ retryDelayMs: 0 });
  store = createShopStore();
  window.history.pushState(null, '', '/en/product/AB12');
  await changeLocale('en');
});

describe('locale parameter', () => {
  it('adds the locale of the URL prefix to every request', async () => {
    window.history.pushState(null, '', '/de/product/AB12');
    const requests = stubFetch({ status: 200, body: { sku: 'AB12' } });
    await getProduct('AB12');
    await store.dispatch(testApi.endpoints.subscribe.initiate({ email: 'a@b.it' }));
    expect(requests.map((r) => r.url)).toEqual(['http://localhost/api/products/AB12?locale=de', 'http://localhost/api/newsletter?locale=de']);
  });

  it('uses the default locale it when the URL has no prefix', async () => {
    window.history.pushState(null, '', '/');
    const requests = stubFetch({ status: 200 });
    await getProduct('AB12');
    expect(new URL(requests[0]!.url).searchParams.getAll('locale')).toEqual(['it']);
  });

  it('does not duplicate a locale the caller already set', async () => {
    const requests = stubFetch({ status: 200 });
    await store.dispatch(testApi.endpoints.searchWithLocale.initiate('ring'));
    await getProduct({ sku: 'CD34', locale: 'es' });
    expect(requests.map((r) => new URL(r.url).searchParams.getAll('locale'))).toEqual([['en'], ['es']]);
  });

  it('sends requests to the configured base URL', async () => {
    configureApi({ baseUrl: 'https://api.ama.test/v1' });
    const requests = stubFetch({ status: 200 });
    await getProduct('AB12');
    expect(requests[0]!.url).toBe('https://api.ama.test/v1/products/AB12?locale=en');
  });
});

describe('retry policy', () => {
  it('retries a GET answered 503 once, then shows a danger toast with status code and text', async () => {
    const requests = stubFetch({ status: 503 });
    const result = await getProduct('AB12');
    expect(requests).toHaveLength(2);
    expect(result.isError).toBe(true);
    expect(toasts()).toEqual([expect.objectContaining({ type: 'danger', title: 'Request failed', message: '503 Service Unavailable' })]);
  });

  // The statuses of docs/requirements.md#resilience, written out: driving this test from the constant the code reads would let
  // a status dropped from (or added to) that list pass unnoticed.
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once, and only once, on %i', async (status) => {
    const requests = stubFetch({ status });
    await getProduct(`S${status}`);
    expect(requests).toHaveLength(2);
  });

  it('returns the data when the retry succeeds, without a toast', async () => {
    const requests = stubFetch({ status: 502 }, { status: 200, body: { sku: 'AB12' } });
    const result = await getProduct('AB12');
    expect(requests).toHaveLength(2);
    expect(result.data).toEqual({ sku: 'AB12' });
    expect(toasts()).toEqual([]);
  });

  it('retries a GET that got no answer at all, then reports a network error', async () => {
    const requests = stubFetch('network-error');
    await getProduct('AB12');
    expect(requests).toHaveLength(2);
    expect(toasts()).toEqual([expect.objectContaining({ type: 'danger', title: 'Request failed', message: expect.stringMatching(/network/i) })]);
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry a GET answered %i', async (status) => {
    const requests = stubFetch({ status });
    await getProduct(`S${status}`);
    expect(requests).toHaveLength(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries a %s, even on 503', async (method) => {
    const requests = stubFetch({ status: 503 });
    const result = await store.dispatch(testApi.endpoints.subscribe.initiate({ email: 'a@b.it', method }));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe(method);
    expect('error' in result).toBe(true);
    expect(toasts()).toEqual([expect.objectContaining({ type: 'danger', message: '503 Service Unavailable' })]);
  });

  it('waits the configured pause before the retry', async () => {
    jest.useFakeTimers();
    try {
      configureApi({ retryDelayMs: 300 });
      const requests = stubFetch({ status: 503 });
      const pending = getProduct('AB12');
      await jest.advanceTimersByTimeAsync(299);
      expect(requests).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(requests).toHaveLength(2);
      await pending;
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('failure toast', () => {
  it('fills in the reason phrase when the response has none (HTTP/2)', async () => {
    stubFetch({ status: 504, statusText: '' });
    await getProduct('AB12');
    expect(toasts()).toEqual([expect.objectContaining({ message: '504 Gateway Timeout' })]);
  });

  it('uses the server status text when there is one', async () => {
    stubFetch({ status: 500, statusText: 'Database Offline' });
    await getProduct('AB12');
    expect(toasts()).toEqual([expect.objectContaining({ message: '500 Database Offline' })]);
  });

  it('translates the title into the current language', async () => {
    await changeLocale('de');
    stubFetch({ status: 503 });
    await getProduct('AB12');
    expect(toasts()).toEqual([expect.objectContaining({ title: 'Anfrage fehlgeschlagen', message: '503 Service Unavailable' })]);
  });

  it('toasts every failed request, 4xx included, with its status code and text', async () => {
    stubFetch({ status: 404 });
    await getProduct('MISSING');
    stubFetch({ status: 409 });
    await store.dispatch(testApi.endpoints.subscribe.initiate({ email: 'taken@b.it' }));
    expect(toasts()).toEqual([expect.objectContaining({ type: 'danger', message: '404 Not Found' }), expect.objectContaining({ type: 'danger', message: '409 Conflict' })]);
  });

  it('toasts a 429 (too many requests) after the retry', async () => {
    const requests = stubFetch({ status: 429 });
    await getProduct('AB12');
    expect(requests).toHaveLength(2);
    expect(toasts()).toEqual([expect.objectContaining({ message: '429 Too Many Requests' })]);
  });

  it('stays silent for endpoints that opt out, but still applies the retry policy', async () => {
    const requests = stubFetch({ status: 503 });
    await store.dispatch(testApi.endpoints.getSilently.initiate('AB12'));
    await store.dispatch(testApi.endpoints.subscribeWithFieldErrors.initiate('a@b.it'));
    expect(requests).toHaveLength(3);
    expect(toasts()).toEqual([]);
  });
});

afterAll(() => {
  // @ts-expect-error -- the stub is removed so no other suite inherits it
  delete globalThis.fetch;
});

describe('writes say they are JSON (the BFF refuses writes without it)', () => {
  it('a write without a body (DELETE) still carries Content-Type: application/json; a read does not', async () => {
    const requests = stubFetch({ status: 200, body: {} });
    await store.dispatch(testApi.endpoints.removeLine.initiate('line-1'));
    await getProduct('AB12');
    expect(requests[0]!.method).toBe('DELETE');
    expect(requests[0]!.headers.get('content-type')).toBe('application/json');
    expect(requests[1]!.headers.get('content-type')).toBeNull();
  });
});

describe('request id of a server render', () => {
  it("sends the page request's id with every API call of a render, and none from the browser", async () => {
    const requests = stubFetch({ status: 200, body: { sku: 'AB12' } });
    const render = createRequestStore({ locale: 'en', requestId: 'page-4711' });
    await render.dispatch(testApi.endpoints.getProduct.initiate('AB12'));
    await render.dispatch(testApi.endpoints.subscribe.initiate({ email: 'a@b.it' }));
    await store.dispatch(testApi.endpoints.getProduct.initiate('CD34'));
    expect(requests.map((r) => [new URL(r.url).pathname, r.headers.get('x-request-id')])).toEqual([
      ['/api/products/AB12', 'page-4711'],
      ['/api/newsletter', 'page-4711'],
      ['/api/products/CD34', null],
    ]);
    // Writes still say they are JSON.
    expect(requests[1]!.headers.get('content-type')).toBe('application/json');
  });
});

describe("a server render's own API base and headers", () => {
  it('sends its calls to the base and with the headers its store names; the browser keeps the configured base', async () => {
    const requests = stubFetch({ status: 200, body: { sku: 'AB12' } });
    const render = createRequestStore({ locale: 'en', apiBase: 'http://127.0.0.1:9999/api', headers: { 'x-ama-render-client': '203.0.113.9' } });
    await render.dispatch(testApi.endpoints.getProduct.initiate('AB12'));
    await store.dispatch(testApi.endpoints.getProduct.initiate('CD34'));
    expect(requests.map((r) => [r.url.split('?')[0], r.headers.get('x-ama-render-client')])).toEqual([
      ['http://127.0.0.1:9999/api/products/AB12', '203.0.113.9'],
      [expect.not.stringContaining('9999'), null],
    ]);
  });
});
