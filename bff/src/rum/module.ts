import type { RateLimitSetting } from '../config';
import type { ModuleDeps, ShopModule } from '../modules/shop-module';
import type { KnownRemotes } from './labels';
import { rumEndpoints } from './openapi';
import { rumRouter } from './routes';

type RumDeps = ModuleDeps<{ rumRateLimit: RateLimitSetting; rumSampleRate: number }> & {
  /** The registry the web front door serves (its RegistrySource's current()): the remotes and page types taken as labels. */
  registry?: () => KnownRemotes;
};

/** The real-user signals' beacon in the app (docs/rum.md). Its one rate limiter is made when mounted. */
export const rumModule: ShopModule<RumDeps> = {
  name: 'rum',
  endpoints: rumEndpoints,
  setUp: ({ config, registry }) => ({
    mount(app) {
      app.use(rumRouter({ rateLimit: config.rumRateLimit, sampleRate: config.rumSampleRate, registry }));
    },
  }),
};
