import { LOCALES } from '@ama/contracts';
import { sql } from 'kysely';
import { findProductPage, findProductDetail, findFacets } from '../catalog/repository';
import { findSearchListing } from '../catalog/search-listing';
import { migrationsDirs } from '../paths';
import { buildProductSeed } from '../seed/products';
import { BOTH_ENGINES, describeWithDatabase } from '../test-support/engines';
import { migrate } from './migrate';
import { seedCatalogue } from '../catalog';

const listQuery = { locale: 'en', sort: 'suggested', page: 1, pageSize: 48 } as const;

describeWithDatabase(
  'data access',
  (context) => {
    const kysely = () => context().db.kysely;

    it('records the applied migrations and applies nothing twice', async () => {
      const applied = await kysely().selectFrom('schema_migrations').select('name').orderBy('name').execute();
      expect(applied.map((row) => row.name)).toContain('001_catalogue.sql');
      expect(await migrate(context().db, migrationsDirs())).toEqual({ applied: [] });
    });

    it('seeds only an empty catalogue', async () => {
      expect(await seedCatalogue(context().db)).toEqual({ seeded: false, products: buildProductSeed().length });
    });

    it('holds every text in every locale', async () => {
      const count = async (table: 'product_translations' | 'collection_translations' | 'category_translations' | 'shape_translations') =>
        (
          await kysely()
            .selectFrom(table)
            .select(['locale', sql<number>`count(*)::int`.as('n')])
            .groupBy('locale')
            .orderBy('locale')
            .execute()
        ).map((row) => [row.locale, row.n]);
      for (const table of ['product_translations', 'collection_translations', 'category_translations', 'shape_translations'] as const) {
        const perLocale = await count(table);
        expect(perLocale.map(([locale]) => locale).sort()).toEqual([...LOCALES].sort());
        expect(new Set(perLocale.map(([, n]) => n)).size).toBe(1);
      }
    });

    it('enforces the schema: no negative prices, no unknown locale, no dangling option', async () => {
      await expect(sql`update products set list_price_cents = -1 where sku = 'GA-SOL-OV'`.execute(kysely())).rejects.toThrow();
      await expect(kysely().insertInto('product_translations').values({ sku: 'GA-SOL-OV', locale: 'fr', name: 'x', description: 'x' }).execute()).rejects.toThrow();
      await expect(kysely().insertInto('product_options').values({ sku: 'NOPE', option_type: 'SIZE', value: '9', position: 0 }).execute()).rejects.toThrow();
    });

    it('rolls a failed transaction back completely', async () => {
      await expect(
        kysely()
          .transaction()
          .execute(async (trx) => {
            await trx.updateTable('products').set({ available: false }).where('sku', '=', 'GA-SOL-OV').execute();
            throw new Error('abort');
          }),
      ).rejects.toThrow('abort');
      const row = await kysely().selectFrom('products').select('available').where('sku', '=', 'GA-SOL-OV').executeTakeFirstOrThrow();
      expect(row.available).toBe(true);
    });

    it('keeps a transaction isolated from concurrent queries', async () => {
      let inside = 0;
      const transaction = kysely()
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable('products').set({ shipment_working_days: 99 }).where('sku', '=', 'AL-SOL-RD').execute();
          await new Promise((resolve) => setTimeout(resolve, 20));
          inside = (await trx.selectFrom('products').select('shipment_working_days').where('sku', '=', 'AL-SOL-RD').executeTakeFirstOrThrow()).shipment_working_days;
          throw new Error('undo');
        });
      const outside = kysely().selectFrom('products').select('shipment_working_days').where('sku', '=', 'AL-SOL-RD').executeTakeFirstOrThrow();
      const [result, seen] = await Promise.allSettled([transaction, outside]);
      expect(result.status).toBe('rejected');
      expect(inside).toBe(99);
      expect(seen.status === 'fulfilled' && seen.value.shipment_working_days).not.toBe(99);
    });

    it('returns numbers, booleans and text with the same types on both engines', async () => {
      const { rows, total } = (await findSearchListing(kysely(), { ...listQuery, q: 'gaia solitaire ring' })).page;
      expect(total).toBe(1);
      expect(typeof total).toBe('number');
      expect(rows[0]).toEqual({
        sku: 'GA-SOL-OV',
        name: 'Gaia Solitaire Ring',
        category: 'ENGAGEMENT_RINGS',
        collection: 'GAIA',
        collectionName: 'Gaia',
        shape: 'OVAL',
        listPriceCents: expect.any(Number),
        available: true,
        defaultGold: 'YELLOW',
        suggestedRank: expect.any(Number),
      });
      expect((await findProductPage(kysely(), listQuery)).total).toEqual(expect.any(Number));
      const detail = await findProductDetail(kysely(), 'GA-SOL-OV', 'it');
      expect(detail).toMatchObject({ name: 'Anello solitario Gaia', categoryName: 'Anelli di fidanzamento', shipmentWorkingDays: 15 });
      const facets = await findFacets(kysely(), { locale: 'en', shape: ['OVAL'] });
      expect(facets.shape.every((row) => typeof row.count === 'number')).toBe(true);
      expect(typeof facets.price.min).toBe('number');
    });
  },
  BOTH_ENGINES,
);
