import { z } from 'zod';
import { moneyCentsSchema, skuParamsSchema } from './catalog';
import { localeParam } from './query-params';
import { staffPageParam, staffSearchParam } from './staff-inputs';
import { STAFF_PRODUCT_SORT_KEYS, staffSortParam } from './staff-sorting';

/**
 * The managers' catalogue: every product, available or not, and a product's availability.
 *
 * GET /api/staff/products?q&available&page&sort → 200 StaffProductList            (manager; sort: staff-sorting.ts)
 * PUT /api/staff/products/:sku/availability { available } → 200 StaffProductResponse (manager)
 */

export const staffProductsQuerySchema = z
  .object({
    locale: localeParam.optional(),
    /** A piece of the SKU or of the product's name (in the query's locale). */
    q: staffSearchParam(),
    available: z.enum(['true', 'false']).optional(),
    page: staffPageParam(),
    sort: staffSortParam(STAFF_PRODUCT_SORT_KEYS),
  })
  .strict();
export type StaffProductsQuery = z.output<typeof staffProductsQuerySchema>;

export const staffProductParamsSchema = skuParamsSchema;

/** Whether shoppers may buy it: unavailable, it leaves the listings and carts holding it say so. */
export const productAvailabilitySchema = z.object({ available: z.boolean() }).strict();

export const staffProductSchema = z.object({
  sku: z.string(),
  name: z.string(),
  collection: z.string(),
  listPriceCents: moneyCentsSchema,
  available: z.boolean(),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;
export const staffProductListSchema = z.object({ products: z.array(staffProductSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type StaffProductList = z.infer<typeof staffProductListSchema>;
export const staffProductResponseSchema = z.object({ product: staffProductSchema });
export type StaffProductResponse = z.infer<typeof staffProductResponseSchema>;
