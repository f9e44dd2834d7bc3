import type { DiscountRedeemedHook } from '../cart';
import type { RateLimitSetting } from '../config';
import type { ModuleDeps, ShopModule } from '../modules/shop-module';
import type { PaymentProvider } from '../payment';
import { visitorWriteGuard } from '../visitor';
import { cartDiscountRedemption } from './discount-redemption';
import { hasEarlierOrder } from './earlier-orders';
import { ordersEndpoints } from './openapi';
import { createOrderService, type OrderPlacedHook } from './place-order';
import { createRenewalService } from './renewals';
import { ordersRouter, renewalsRouter } from './routes';

type OrdersDeps = ModuleDeps<{ orderRateLimit: RateLimitSetting }> & {
  /** The payment service (the back office refunds through the same). */
  payments: PaymentProvider;
};

/**
 * What the orders read of the modules that follow an order, called inside the order's transaction: so
 * the orders import neither the club nor the newsletter.
 */
export interface OrdersNeeds {
  /** An order was placed (the club moves its buyer on). */
  onOrderPlaced: OrderPlacedHook;
  /** The order used a discount code (the newsletter's record of its welcome code). */
  onDiscountRedeemed: DiscountRedeemedHook;
}

/** What the orders answer other modules. */
export interface OrdersPorts {
  /** A first-purchase code's "has this e-mail ordered?", for the cart. */
  hasEarlierOrder: typeof hasEarlierOrder;
}

/** Placing an order in the app. */
export const ordersModule: ShopModule<OrdersDeps, OrdersNeeds, OrdersPorts> = {
  name: 'orders',
  endpoints: ordersEndpoints,
  setUp: ({ db, config, payments }) => ({
    provides: { hasEarlierOrder },
    mount(app, { onOrderPlaced, onDiscountRedeemed }) {
      const orders = createOrderService({ db: db.kysely, payments, redeemDiscount: cartDiscountRedemption(onDiscountRedeemed), onPlaced: onOrderPlaced });
      // Orders have their own, smaller budget per IP (card testing), behind the same JSON guard as cart writes;
      // a warranty renewal pays by card too, and counts in the same budget.
      const writes = visitorWriteGuard(config.orderRateLimit);
      app.use('/api', ordersRouter({ orders, writes }));
      app.use('/api', renewalsRouter({ renewals: createRenewalService({ db: db.kysely, payments }), writes }));
    },
  }),
};
