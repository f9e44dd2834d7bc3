/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { waitFor } from '@testing-library/react';
import { api } from './api';
import { configureApi, resetApiConfig } from './api-config';
import { createShopStore } from '../store/store';

// Two remotes add their endpoints to the one api independently, as cart-checkout and the shell's
// MiniCart do: a write in one must refresh what the other shows, through the shared cache tags.
const miniCart = api.injectEndpoints({
  endpoints: (build) => ({ getCartCount: build.query<{ count: number }, void>({ query: () => 'cart', providesTags: ['Cart'] }) }),
});
const checkout = api.injectEndpoints({
  endpoints: (build) => ({
    addToCart: build.mutation<unknown, string>({ query: (sku) => ({ url: 'cart', method: 'POST', body: { sku } }), invalidatesTags: ['Cart'] }),
  }),
});

beforeEach(() => {
  resetApiConfig();
  configureApi({ retryDelayMs: 0, getLocale: () => 'en' });
});

afterAll(() => {
  // @ts-expect-error -- the stub is removed so no other suite inherits it
  delete globalThis.fetch;
});

it('refetches a query of one remote when a mutation of another invalidates its tag', async () => {
  let count = 0;
  const reads: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    if (request.method === 'POST') count += 1;
    else reads.push(request.url);
    return new Response(JSON.stringify({ count }), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const store = createShopStore();

  const subscription = store.dispatch(miniCart.endpoints.getCartCount.initiate());
  await subscription;
  expect(miniCart.endpoints.getCartCount.select()(store.getState()).data).toEqual({ count: 0 });

  await store.dispatch(checkout.endpoints.addToCart.initiate('AB12'));
  await waitFor(() => expect(miniCart.endpoints.getCartCount.select()(store.getState()).data).toEqual({ count: 1 }));
  expect(reads).toHaveLength(2);
  subscription.unsubscribe();
});
