import { SEARCH_SUGGESTIONS_PATH } from '@ama/contracts/search-suggestions-fields';
import type { CoreConfig, RateLimitSetting } from '../config';
import { searchRateLimit } from '../http/search-rate-limit';
import { dataHeaders } from '../http/security';
import type { ModuleDeps, ShopModule } from '../modules/shop-module';
import { fastListing } from './fast-listing';
import { productImagesRouter } from './image-routes';
import { ListingAnswers } from './listing-answers';
import { catalogEndpoints } from './openapi';
import { catalogPageStatus } from './page-status';
import { catalogRouter } from './routes';
import { createCatalogService, type CatalogOptions } from './service';

type CatalogDeps = ModuleDeps<Pick<CoreConfig, 'servedOverHttps'> & { searchRateLimit: RateLimitSetting }> & {
  /** The caches' and work limits' sizes (tests shrink them). */
  catalog?: CatalogOptions;
};

/** What the catalogue answers other modules. */
export interface CatalogPorts {
  /** Staff changed the catalogue (a product's availability): the cached answers go. */
  onCatalogueChanged: () => void;
}

/**
 * The catalogue in the app: a repeated listing answered before Express (docs/performance.md), the
 * product renders before the pages, the statuses of its pages, and /api/products behind its search budget.
 */
export const catalogModule: ShopModule<CatalogDeps, object, CatalogPorts> = {
  name: 'catalog',
  endpoints: catalogEndpoints,
  setUp({ db, config, logger, catalog: options }) {
    const listingAnswers = new ListingAnswers({ ttlMs: options?.cacheTtlMs, maxEntries: options?.cacheEntries });
    const catalog = createCatalogService(db.kysely, options);
    return {
      fastPath: fastListing({ answers: listingAnswers, headers: dataHeaders(config), logger }),
      provides: { onCatalogueChanged: () => catalog.invalidate() },
      // Product renders are files outside /api/ (docs/seo.md), answered before the web router's pages.
      mountBeforeWeb(app) {
        app.use(productImagesRouter(catalog));
      },
      pageStatus: catalogPageStatus(catalog),
      mount(app) {
        app.use('/api/products', searchRateLimit(config.searchRateLimit));
        // A budget of its own: suggestions come a few per search, and must not spend the searches' one.
        app.use(SEARCH_SUGGESTIONS_PATH, searchRateLimit(config.searchRateLimit));
        app.use('/api', catalogRouter(catalog, listingAnswers));
      },
    };
  },
};
