import { CART_PATHS, type AddCartLineInput, type ApplyDiscount, type Cart, type Locale, type UpdateCartLine } from '@ama/contracts';
import { api } from '@ama/platform';

/** '/cart' → 'cart': the shared api's base URL already ends in /api. */
export const path = (template: string) => template.replace(/^\//, '');
const linePath = (lineId: string) => path(CART_PATHS.line).replace(':lineId', encodeURIComponent(lineId));

/**
 * The cart area's endpoints on the shared RTK Query api (docs/adr-001-data-access.md). Every write answers the whole
 * cart, which replaces the cached one at once, so the header's badge and the cart page follow a change
 * without asking again; other areas' writes that touch the cart (move from the wishlist) invalidate the
 * 'Cart' tag instead. The cart is personal: it is never asked for during a server render.
 */
interface WriteLifecycle {
  dispatch: (action: never) => unknown;
  queryFulfilled: Promise<{ data: Cart }>;
}

export const cartApi = api.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    cart: build.query<Cart, Locale>({
      query: (locale) => ({ url: path(CART_PATHS.cart), params: { locale } }),
      // The header's badge says "unavailable" itself: no toast on every page for it.
      extraOptions: { silent: true },
      providesTags: ['Cart'],
    }),
    addCartLine: build.mutation<Cart, { locale: Locale; line: AddCartLineInput }>({
      query: ({ locale, line }) => ({ url: path(CART_PATHS.lines), method: 'POST', params: { locale }, body: line }),
      extraOptions: { silent: true },
      // The header's badge counts pieces: it asks again.
      invalidatesTags: ['VisitorCounts'],
      onQueryStarted: ({ locale }, tools) => keepAnswer(locale, tools),
    }),
    updateCartLine: build.mutation<Cart, { locale: Locale; lineId: string; change: UpdateCartLine }>({
      query: ({ locale, lineId, change }) => ({ url: linePath(lineId), method: 'PATCH', params: { locale }, body: change }),
      extraOptions: { silent: true },
      // The header's badge counts pieces: it asks again.
      invalidatesTags: ['VisitorCounts'],
      onQueryStarted: ({ locale }, tools) => keepAnswer(locale, tools),
    }),
    removeCartLine: build.mutation<Cart, { locale: Locale; lineId: string }>({
      query: ({ locale, lineId }) => ({ url: linePath(lineId), method: 'DELETE', params: { locale } }),
      extraOptions: { silent: true },
      // The header's badge counts pieces: it asks again.
      invalidatesTags: ['VisitorCounts'],
      onQueryStarted: ({ locale }, tools) => keepAnswer(locale, tools),
    }),
    applyDiscount: build.mutation<Cart, { locale: Locale; discount: ApplyDiscount }>({
      query: ({ locale, discount }) => ({ url: path(CART_PATHS.discount), method: 'PUT', params: { locale }, body: discount }),
      extraOptions: { silent: true },
      onQueryStarted: ({ locale }, tools) => keepAnswer(locale, tools),
    }),
    removeDiscount: build.mutation<Cart, { locale: Locale }>({
      query: ({ locale }) => ({ url: path(CART_PATHS.discount), method: 'DELETE', params: { locale } }),
      extraOptions: { silent: true },
      onQueryStarted: ({ locale }, tools) => keepAnswer(locale, tools),
    }),
  }),
});

/** A write's answer is the whole cart: it replaces the cached one. A failure is the caller's to show. */
async function keepAnswer(locale: Locale, { dispatch, queryFulfilled }: WriteLifecycle) {
  try {
    const { data } = await queryFulfilled;
    dispatch(cartApi.util.upsertQueryData('cart', locale, data) as never);
  } catch {
    // the cached cart stays as it was
  }
}

export const { useCartQuery, useAddCartLineMutation, useUpdateCartLineMutation, useRemoveCartLineMutation, useApplyDiscountMutation, useRemoveDiscountMutation } = cartApi;
