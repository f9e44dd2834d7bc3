import {
  STAFF_PATHS,
  type OrderStatusChange,
  type RequestReturnInput,
  type ReturnStatusChangeInput,
  type StaffOrder,
  type StaffOrderList,
  type StaffOrderResponse,
  type StaffOrdersQuery,
} from '@ama/contracts';
import { listTag, staffApi } from './cache-tags';
import { followWrite, STAFF_WRITE, staffWrite } from './session';
import { filteredListRead, recordRead } from './staff-reads';
import { staffPath } from './staff-paths';

/** The orders list's filters as the API takes them (contracts' StaffOrdersQuery); absent ones are left out. */
export type OrdersFilter = Partial<StaffOrdersQuery>;

/** Every change to an order (its status, a return) answers the whole order as it is now. */
const wholeOrder = (response: StaffOrderResponse) => response.order;

/** The orders, one order, its status and its returns (contracts/src/staff.ts). */
export const ordersApi = staffApi.injectEndpoints({
  // A redeployed remote re-runs this in the same server process: its new definitions must win.
  overrideExisting: true,
  endpoints: (build) => ({
    staffOrders: build.query<StaffOrderList, OrdersFilter>(filteredListRead(STAFF_PATHS.orders, 'StaffOrder')),
    staffOrder: build.query<StaffOrder, string>({ ...recordRead(STAFF_PATHS.order, 'number', 'StaffOrder'), transformResponse: wholeOrder }),
    /** Answers the whole order as it is now (status, history, next statuses), which replaces the cached one. */
    changeOrderStatus: build.mutation<StaffOrder, { number: string; change: OrderStatusChange }>({
      queryFn: staffWrite(
        ({ number, change }: { number: string; change: OrderStatusChange }) => ({ url: staffPath(STAFF_PATHS.orderStatus, { number }), method: 'POST', body: change }),
        wholeOrder,
      ),
      ...STAFF_WRITE,
      // The list shows statuses too: it is asked again when next shown.
      invalidatesTags: (_result, error) => (error ? [] : [listTag('StaffOrder')]),
      onQueryStarted: ({ number }, lifecycle) => followWrite(lifecycle, (order) => lifecycle.dispatch(replaceOrder(number, order))),
    }),
    /** A return the shopper asked for by e-mail (the same rules as the shopper's own button); answers the order with it. */
    openReturn: build.mutation<StaffOrder, { number: string; request: RequestReturnInput }>({
      queryFn: staffWrite(
        ({ number, request }: { number: string; request: RequestReturnInput }) => ({ url: staffPath(STAFF_PATHS.orderReturns, { number }), method: 'POST', body: request }),
        wholeOrder,
      ),
      ...STAFF_WRITE,
      onQueryStarted: ({ number }, lifecycle) => followWrite(lifecycle, (order) => lifecycle.dispatch(replaceOrder(number, order))),
    }),
    /** A return moved on (received, refunded, exchanged, refused); answers the order as it is now. */
    changeReturnStatus: build.mutation<StaffOrder, { number: string; returnId: string; change: ReturnStatusChangeInput }>({
      queryFn: staffWrite(
        ({ number, returnId, change }: { number: string; returnId: string; change: ReturnStatusChangeInput }) => ({
          url: staffPath(STAFF_PATHS.orderReturnStatus, { number, returnId }),
          method: 'POST',
          body: change,
        }),
        wholeOrder,
      ),
      ...STAFF_WRITE,
      onQueryStarted: ({ number }, lifecycle) => followWrite(lifecycle, (order) => lifecycle.dispatch(replaceOrder(number, order))),
    }),
  }),
});

/** The answer of a change to an order in place of the cached order. */
const replaceOrder = (number: string, order: StaffOrder) => ordersApi.util.upsertQueryData('staffOrder', number, order) as never;

export const { useStaffOrdersQuery, useStaffOrderQuery, useChangeOrderStatusMutation, useOpenReturnMutation, useChangeReturnStatusMutation } = ordersApi;
