import type { RequestHandler } from 'express';
import type { CoreConfig, RateLimitSetting } from '../config';
import type { ModuleDeps, ShopModule } from '../modules/shop-module';
import { visitorWriteGuard } from '../visitor';
import { cartDiscountRouter } from './discount-routes';
import { createDiscountService } from './discount-service';
import type { HasEarlierOrder } from './earlier-order';
import { cartItemCount } from './item-count';
import { cartEndpoints } from './openapi';
import { cartRouter } from './routes';
import { createCartService } from './service';

type CartDeps = ModuleDeps<Pick<CoreConfig, 'servedOverHttps'> & { cartRateLimit: RateLimitSetting; discountRateLimit: RateLimitSetting }>;

/** What the cart reads of other modules. */
export interface CartNeeds {
  /** The orders' answer to a first-purchase code's "has this e-mail ordered?" (the cart reads no orders). */
  hasEarlierOrder: HasEarlierOrder;
}

/** What the cart answers other modules. */
export interface CartPorts {
  /** Pieces in a visitor's cart, for the header's badge (the visitor's counts). */
  cartItems: ReturnType<typeof cartItemCount>;
  /** The guard of the visitor's writes, made while the cart mounts: one rate-limit budget per IP for the cart's and the wishlist's. */
  visitorWrites: RequestHandler[];
}

/** The cart and its discount code in the app. */
export const cartModule: ShopModule<CartDeps, CartNeeds, CartPorts> = {
  name: 'cart',
  endpoints: cartEndpoints,
  setUp: ({ db, config }) => ({
    provides: { cartItems: cartItemCount(db.kysely) },
    mount(app, { hasEarlierOrder }) {
      // One guard for the cart's and the wishlist's writes: one rate-limit budget per IP for both.
      const writes = visitorWriteGuard(config.cartRateLimit);
      const secureCookie = config.servedOverHttps;
      app.use('/api', cartRouter({ cart: createCartService(db.kysely), writes, secureCookie }));
      const discounts = createDiscountService(db.kysely, { hasEarlierOrder });
      app.use('/api', cartDiscountRouter({ discounts, writes, attempts: config.discountRateLimit, secureCookie }));
      return { visitorWrites: writes };
    },
  }),
};
