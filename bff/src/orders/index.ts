export { ordersRouter, REPLAYED_HEADER, type OrdersRouterOptions } from './routes';
export { createOrderService, ORDER_WAIT_MS, type OrderService, type OrderServiceOptions, type PlaceOrderOutcome } from './place-order';
export { buildOrderMail } from './order-mail';
export type { RedeemDiscount } from './discount-redemption';
