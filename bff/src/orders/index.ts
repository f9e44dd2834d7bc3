export { ordersRouter, REPLAYED_HEADER, type OrdersRouterOptions } from './routes';
export { createOrderService, ORDER_WAIT_MS, type OrderPlacedHook, type OrderService, type OrderServiceOptions, type PlacedOrder, type PlaceOrderOutcome } from './place-order';
export { buildOrderMail } from './order-mail';
export { cartDiscountRedemption, redeemCartDiscount, type RedeemDiscount } from './discount-redemption';
export { pruneDeclinedRequests } from './idempotency';
export { type OrderTables } from './tables';
export { ordersEndpoints } from './openapi';
export { ordersSettings } from './settings';
export { subtotalCentsBetween } from './repository';
