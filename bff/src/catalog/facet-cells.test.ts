import type { Locale } from '@ama/contracts';
import { sql } from 'kysely';
import { BOTH_ENGINES, describeWithDatabase } from '../test-support/engines';
import { findFacets, findProductPage, type FacetRows, type ListingFilters } from './repository';
import { seedCatalogue } from './seed-catalogue';

// A browsing listing's filter counts are sums over the cells the database keeps (migration
// 202611302330). They must equal the counts over the products themselves, which a price filter still
// takes: "from 0" keeps every product, so it counts the same listing the slow way.

const FILTERS: Array<ListingFilters & { locale: Locale }> = [
  { locale: 'en' },
  { locale: 'it', category: ['RINGS'] },
  { locale: 'en', category: ['RINGS', 'EARRINGS'], gold: ['ROSE'] },
  { locale: 'de', collection: ['GAIA', 'ARIA'] },
  { locale: 'es', shape: ['OVAL'], gold: ['WHITE', 'YELLOW'] },
  { locale: 'en', gold: ['ROSE'], available: true },
  { locale: 'en', available: false },
  { locale: 'en', category: ['NECKLACES'], collection: ['GAIA'], shape: ['ROUND'] },
];

/** The counts in one order (the database's groups come in any), for comparison. */
const sorted = (facets: FacetRows) => ({
  ...facets,
  category: [...facets.category].sort((a, b) => a.value.localeCompare(b.value)),
  collection: [...facets.collection].sort((a, b) => a.value.localeCompare(b.value)),
  shape: [...facets.shape].sort((a, b) => a.value.localeCompare(b.value)),
  gold: [...facets.gold].sort((a, b) => a.value.localeCompare(b.value)),
});

describeWithDatabase(
  "the listing's filter counts by cell",
  (context) => {
    const db = () => context().db.kysely;
    /** The listing's products counted by hand, each filter as the shop reads it. */
    const countProducts = async (filters: ListingFilters) => {
      let query = db()
        .selectFrom('products as p')
        .select(sql<number>`count(*)::int`.as('count'));
      if (filters.category) query = query.where('p.category_code', 'in', filters.category);
      if (filters.collection) query = query.where('p.collection_code', 'in', filters.collection);
      if (filters.shape) query = query.where('p.shape_code', 'in', filters.shape);
      if (filters.available !== undefined) query = query.where('p.available', '=', filters.available);
      if (filters.gold) {
        const golds = filters.gold;
        query = query.where('p.sku', 'in', (eb) => eb.selectFrom('product_options').select('sku').where('option_type', '=', 'GOLD_COLOUR').where('value', 'in', golds));
      }
      return (await query.executeTakeFirstOrThrow()).count;
    };
    const expectCellsToCountTheProducts = async () => {
      for (const filters of FILTERS) {
        const byCell = await findFacets(db(), filters);
        const byProduct = await findFacets(db(), { ...filters, minPrice: 0 });
        expect([filters, sorted(byCell)]).toEqual([filters, sorted(byProduct)]);
        // The listing's total too, and the page's rows are the same.
        const page = (extra: Partial<ListingFilters>) => findProductPage(db(), { ...filters, ...extra, sort: 'suggested', page: 2, pageSize: 12 });
        const [byCellPage, byProductPage] = await Promise.all([page({}), page({ minPrice: 0 })]);
        expect([filters, byCellPage.total, byCellPage.rows]).toEqual([filters, byProductPage.total, byProductPage.rows]);
        expect(byCellPage.total).toBe(await countProducts(filters));
      }
    };

    it('count what the products count, for every kind of filter', async () => {
      const everything = await findFacets(db(), { locale: 'en' });
      expect(everything.category.reduce((total, row) => total + row.count, 0)).toBe(56);
      await expectCellsToCountTheProducts();
    });

    it('follow a repriced, a withdrawn and a recoloured piece', async () => {
      const [dearest] = await db().selectFrom('products').select(['sku', 'list_price_cents']).orderBy('list_price_cents', 'desc').limit(1).execute();
      await db()
        .updateTable('products')
        .set({ list_price_cents: dearest!.list_price_cents + 100_000 })
        .where('sku', '=', dearest!.sku)
        .execute();
      await db().updateTable('products').set({ available: false }).where('sku', '=', 'GA-SOL-OV').execute();
      await db().deleteFrom('product_options').where('sku', '=', 'AR-SOL-EM').where('option_type', '=', 'GOLD_COLOUR').where('value', '=', 'ROSE').execute();
      expect((await findFacets(db(), { locale: 'en' })).price.max).toBe(dearest!.list_price_cents + 100_000);
      await expectCellsToCountTheProducts();
    });

    it('are whole after a bulk load, which rebuilds them once at its end', async () => {
      expect(await seedCatalogue(context().db, { products: 300 })).toEqual({ seeded: true, products: 300 });
      expect((await findFacets(db(), { locale: 'en' })).category.reduce((total, row) => total + row.count, 0)).toBe(300);
      await expectCellsToCountTheProducts();
    });

    it('stay whole when two writers change the catalogue at once', async () => {
      const skus = (await db().selectFrom('products').select('sku').orderBy('suggested_rank').limit(2).execute()).map((row) => row.sku);
      await Promise.all(
        skus.map((sku, index) =>
          db()
            .transaction()
            .execute(async (trx) => {
              await trx
                .updateTable('products')
                .set({ available: index === 0 })
                .where('sku', '=', sku)
                .execute();
              await sql`select pg_sleep(0.05)`.execute(trx);
              await trx
                .updateTable('products')
                .set({ list_price_cents: 1_000 + index })
                .where('sku', '=', sku)
                .execute();
            }),
        ),
      );
      expect((await findFacets(db(), { locale: 'en' })).price.min).toBe(1_000);
      await expectCellsToCountTheProducts();
    });
  },
  BOTH_ENGINES,
);
