/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { waitFor } from '@testing-library/react';
import { api, getShopStore } from '@ama/platform';
import { ordersApi } from './orders';
import { sessionApi } from './session';
import { setUpStaffTests, stubApi } from '../test-support';
import { order, SESSION, summary } from '../test-support/fixtures';

/**
 * Staff data lives under the back office's own cache tags (cache-tags.ts): a shopper's write that
 * invalidates the shop's 'Order' tag (the checkout) leaves it alone, while a staff change still has
 * the lists it touches asked again, and signing out drops it all.
 */
setUpStaffTests();

const ORDERS_PATH = '/api/staff/orders';
const ORDER_PATH = '/api/staff/orders/AMA-7K3F-9Q';

function stubStaffOrders() {
  const requests = stubApi({
    'GET /staff/orders': () => Response.json({ orders: [summary()], page: 1, pageSize: 20, total: 1 }),
    'GET /staff/orders/AMA-7K3F-9Q': () => Response.json({ order: order() }),
    'POST /staff/orders/AMA-7K3F-9Q/status': () => Response.json({ order: order({ status: 'shipped', next: ['delivered'] }) }),
    'DELETE /staff/session': () => new Response(null, { status: 204 }),
  });
  const reads = (pathname: string) => requests.filter((request) => request.method === 'GET' && new URL(request.url).pathname === pathname).length;
  return { reads };
}

/** The list and one order on screen, as the pages would hold them, for a session whose writes carry its token. */
async function showOrders() {
  const { dispatch } = getShopStore();
  await dispatch(sessionApi.util.upsertQueryData('staffSession', undefined, SESSION));
  const list = dispatch(ordersApi.endpoints.staffOrders.initiate({}));
  const one = dispatch(ordersApi.endpoints.staffOrder.initiate('AMA-7K3F-9Q'));
  await Promise.all([list, one]);
  return () => {
    list.unsubscribe();
    one.unsubscribe();
  };
}

/** Lets the cache act on an invalidation (it refetches on the next ticks), so that "not asked" means it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

test("the checkout's invalidation of 'Order' leaves the staff's orders alone", async () => {
  const { reads } = stubStaffOrders();
  const stop = await showOrders();
  expect([reads(ORDERS_PATH), reads(ORDER_PATH)]).toEqual([1, 1]);

  // What `invalidatesTags: ['Order']` does once an order is placed.
  getShopStore().dispatch(api.util.invalidateTags(['Order']));
  await settle();
  expect([reads(ORDERS_PATH), reads(ORDER_PATH)]).toEqual([1, 1]);
  stop();
});

test("a staff change of an order's status has the orders list asked again, and the order replaced from the answer", async () => {
  const { reads } = stubStaffOrders();
  const stop = await showOrders();
  const { dispatch, getState } = getShopStore();

  await dispatch(ordersApi.endpoints.changeOrderStatus.initiate({ number: 'AMA-7K3F-9Q', change: { status: 'shipped', carrier: 'BRT', trackingNumber: '1' } })).unwrap();
  await waitFor(() => expect(reads(ORDERS_PATH)).toBe(2));
  expect(ordersApi.endpoints.staffOrder.select('AMA-7K3F-9Q')(getState() as never).data?.status).toBe('shipped');
  expect(reads(ORDER_PATH)).toBe(1);
  stop();
});

test('signing out drops every staff list and record on screen (they are asked again, for whoever signs in next)', async () => {
  const { reads } = stubStaffOrders();
  const stop = await showOrders();

  await getShopStore()
    .dispatch(sessionApi.endpoints.staffSignOut.initiate({ everywhere: false }))
    .unwrap();
  await waitFor(() => expect([reads(ORDERS_PATH), reads(ORDER_PATH)]).toEqual([2, 2]));
  stop();
});
