import { ROUTES, skuSchema, type Locale } from '@ama/contracts';
import type { PageStatusResolvers } from '../web/page-status';
import { UnknownProductError } from './errors';
import type { CatalogService } from './service';

/** A family page names one of the catalogue's collections or shapes by its slug. */
const familyStatus = async (families: Promise<{ items: { slug: string }[] }>, slug: string) => ((await families).items.some((family) => family.slug === slug) ? 200 : 404);

/**
 * The status of the catalogue's pages with a parameter, decided before they are rendered
 * (docs/seo.md#statuses): a SKU, collection or shape that names nothing is a 404, as the catalogue
 * remote's pages say. Through the service's cached reads: a product page's render asks the same
 * answer right after, and an unknown SKU is kept as such.
 */
export const catalogPageStatus = (catalog: CatalogService): PageStatusResolvers => ({
  [ROUTES.product]: async ({ sku = '' }, locale: Locale) => {
    // The page shows any case of a SKU (it asks for it in capitals).
    const parsed = skuSchema.safeParse(sku.toUpperCase());
    if (!parsed.success) return 404;
    try {
      await catalog.getProduct(parsed.data, locale);
      return 200;
    } catch (error) {
      if (error instanceof UnknownProductError) return 404;
      throw error;
    }
  },
  '/collections/:collection': ({ collection = '' }, locale: Locale) => familyStatus(catalog.collections(locale), collection),
  '/shapes/:shape': ({ shape = '' }, locale: Locale) => familyStatus(catalog.shapes(locale), shape),
});
