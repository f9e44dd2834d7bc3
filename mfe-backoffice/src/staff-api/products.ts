import { STAFF_PATHS, type StaffProduct, type StaffProductList, type StaffProductResponse, type StaffProductsQuery } from '@ama/contracts';
import { staffApi } from './cache-tags';
import { followWrite, STAFF_WRITE, staffWrite } from './session';
import { filteredListRead } from './staff-reads';
import { staffPath } from './staff-paths';

/** The catalogue list's filters as the API takes them (contracts' StaffProductsQuery). */
export type ProductsFilter = Partial<StaffProductsQuery>;

/** The managers' catalogue and a product's availability (contracts/src/staff.ts). */
export const productsApi = staffApi.injectEndpoints({
  // A redeployed remote re-runs this in the same server process: its new definitions must win.
  overrideExisting: true,
  endpoints: (build) => ({
    /** The catalogue, by SKU unless sorted otherwise, 30 a page (manager only: a staff-role session gets 403 FORBIDDEN). */
    staffProducts: build.query<StaffProductList, ProductsFilter>(filteredListRead(STAFF_PATHS.products, 'StaffProduct')),
    /**
     * Takes a product off sale or puts it back (manager only). The answer is the product as it is now,
     * which replaces its row in every list on screen: the row stays where it is (even under "on sale
     * only"), so the change can be seen and undone; the list is asked again when next opened.
     */
    changeProductAvailability: build.mutation<StaffProduct, { sku: string; available: boolean }>({
      queryFn: staffWrite(
        ({ sku, available }: { sku: string; available: boolean }) => ({ url: staffPath(STAFF_PATHS.productAvailability, { sku }), method: 'PUT', body: { available } }),
        (response: StaffProductResponse) => response.product,
      ),
      ...STAFF_WRITE,
      onQueryStarted: (_arg, lifecycle) =>
        followWrite(lifecycle, (product) => {
          for (const filter of productsApi.util.selectCachedArgsForQuery(lifecycle.getState() as never, 'staffProducts')) {
            lifecycle.dispatch(
              productsApi.util.updateQueryData('staffProducts', filter, (list) => {
                const index = list.products.findIndex(({ sku }) => sku === product.sku);
                if (index >= 0) list.products[index] = product;
              }) as never,
            );
          }
        }),
    }),
  }),
});

export const { useStaffProductsQuery, useChangeProductAvailabilityMutation } = productsApi;
