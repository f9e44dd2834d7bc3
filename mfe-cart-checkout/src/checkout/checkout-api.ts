import { IDEMPOTENCY_KEY_HEADER, ORDER_PATHS, type Locale, type OrderResponse, type PlaceOrderInput, type RequestRenewalInput, type RequestReturnInput } from '@ama/contracts';
import { api } from '@ama/platform';
import { path } from '../api';

/**
 * Orders, apart from the cart's endpoints: the checkout's contract module carries zod and the form's
 * rules, which the header's MiniCart and the product page's button must not download.
 */
export const checkoutApi = api.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    /** One attempt to pay: the same key for its repeats, a new one for the shopper's next attempt. */
    placeOrder: build.mutation<OrderResponse, { locale: Locale; idempotencyKey: string; order: PlaceOrderInput }>({
      query: ({ locale, idempotencyKey, order }) => ({
        url: path(ORDER_PATHS.orders),
        method: 'POST',
        params: { locale },
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        body: order,
      }),
      extraOptions: { silent: true },
      // The order emptied the cart on the server: the badge and the cart page ask again.
      invalidatesTags: (result) => (result ? ['Cart'] : []),
    }),
    order: build.query<OrderResponse, { locale: Locale; reference: string }>({
      query: ({ locale, reference }) => ({ url: path(ORDER_PATHS.order).replace(':reference', encodeURIComponent(reference)), params: { locale } }),
      extraOptions: { silent: true },
      providesTags: ['Order'],
    }),
    /** Some of a delivered order's pieces sent back (docs/backoffice.md#returns); the answer is the order with its new return. */
    requestReturn: build.mutation<OrderResponse, { locale: Locale; reference: string; request: RequestReturnInput }>({
      query: ({ locale, reference, request }) => ({
        url: path(ORDER_PATHS.orderReturns).replace(':reference', encodeURIComponent(reference)),
        method: 'POST',
        params: { locale },
        body: request,
      }),
      extraOptions: { silent: true },
      async onQueryStarted({ locale, reference }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(checkoutApi.util.upsertQueryData('order', { locale, reference }, data));
      },
      // A refusal (409: a piece went out of the rules meanwhile) reads the order again.
      invalidatesTags: (result) => (result ? [] : ['Order']),
    }),
    /**
     * A piece's warranty renewal, its shipping contribution paid by card (docs/services.md#warranty-renewal):
     * one Idempotency-Key per attempt to pay, as at checkout. The answer is the order with its renewals.
     */
    requestRenewal: build.mutation<OrderResponse, { locale: Locale; reference: string; idempotencyKey: string; request: RequestRenewalInput }>({
      query: ({ locale, reference, idempotencyKey, request }) => ({
        url: path(ORDER_PATHS.orderRenewals).replace(':reference', encodeURIComponent(reference)),
        method: 'POST',
        params: { locale },
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        body: request,
      }),
      extraOptions: { silent: true },
      async onQueryStarted({ locale, reference }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(checkoutApi.util.upsertQueryData('order', { locale, reference }, data));
      },
      // The piece went out of the rules meanwhile (409): the order is read again.
      invalidatesTags: (_result, error) => ((error as { status?: unknown } | undefined)?.status === 409 ? ['Order'] : []),
    }),
  }),
});

export const { usePlaceOrderMutation, useOrderQuery, useRequestReturnMutation, useRequestRenewalMutation } = checkoutApi;
