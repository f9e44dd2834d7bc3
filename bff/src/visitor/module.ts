import type { ModuleDeps, ShopModule } from '../modules/shop-module';
import { visitorCountsRouter, type VisitorCountsOptions } from './counts-routes';
import { visitorEndpoints } from './openapi';

/** The visitor's counts in the app: the cart's and the wishlist's, which the visitor cannot import (it is below them). */
export const visitorModule: ShopModule<ModuleDeps, VisitorCountsOptions> = {
  name: 'visitor',
  endpoints: visitorEndpoints,
  setUp: () => ({
    mount(app, { cartItems, wishlistItems }) {
      app.use('/api', visitorCountsRouter({ cartItems, wishlistItems }));
    },
  }),
};
