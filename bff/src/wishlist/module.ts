import type { RequestHandler } from 'express';
import type { CoreConfig, RateLimitSetting } from '../config';
import type { ModuleDeps, ShopModule } from '../modules/shop-module';
import { wishlistItemCount } from './item-count';
import { wishlistEndpoints } from './openapi';
import { wishlistRouter } from './routes';
import { createWishlistService } from './service';

/** What the wishlist reads of other modules. */
export interface WishlistNeeds {
  /** The guard of the visitor's writes the cart made: the wishlist's writes count in the cart's budget. */
  visitorWrites: RequestHandler[];
}

/** What the wishlist answers other modules. */
export interface WishlistPorts {
  /** Pieces in a visitor's wishlist, for the header's badge (the visitor's counts). */
  wishlistItems: ReturnType<typeof wishlistItemCount>;
}

/** The wishlist in the app. */
export const wishlistModule: ShopModule<ModuleDeps<Pick<CoreConfig, 'servedOverHttps'> & { cartRateLimit: RateLimitSetting }>, WishlistNeeds, WishlistPorts> = {
  name: 'wishlist',
  endpoints: wishlistEndpoints,
  setUp: ({ db, config }) => ({
    provides: { wishlistItems: wishlistItemCount(db.kysely) },
    mount(app, { visitorWrites }) {
      app.use('/api', wishlistRouter({ wishlist: createWishlistService(db.kysely), writes: visitorWrites, secureCookie: config.servedOverHttps }));
    },
  }),
};
