import type { ModuleDeps, ShopModule } from '../modules/shop-module';
import { storesEndpoints } from './openapi';
import { storesRouter } from './routes';

type StoresDeps = ModuleDeps & {
  /** Read the gazetteer shortly after start: main.ts in production; never in tests, whose process outlives the app. */
  warmCaches?: boolean;
};

/** The store locator in the app. */
export const storesModule: ShopModule<StoresDeps> = {
  name: 'stores',
  endpoints: storesEndpoints,
  setUp: ({ db, warmCaches }) => ({
    mount(app) {
      app.use('/api', storesRouter({ db, warm: warmCaches ?? false }));
    },
  }),
};
