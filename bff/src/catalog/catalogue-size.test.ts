import { LOCALES, ROUTES, SORT_OPTIONS, productDetailSchema, productListResponseSchema, productQuoteSchema, type ProductListResponse, type SortOption } from '@ama/contracts';
import { sql } from 'kysely';
import request from 'supertest';
import { buildCatalogueSeed } from '../seed';
import { BOTH_ENGINES, describeWithDatabase } from '../test-support/engines';
import { keptLexemeCounts, recountedLexemes } from '../test-support/search-lexemes';
import { catalogPageStatus } from './page-status';
import { seedCatalogue } from './seed-catalogue';
import { createCatalogService } from './service';

/** Small enough for a quick test, large enough for several batches of options and texts. */
const N = 300;
const catalogue = buildCatalogueSeed(N);
/** The listing's "suggested" order: the real pieces interleave the collections, generated ones follow. */
const suggested = [...catalogue].sort((a, b) => a.suggestedRank - b.suggestedRank);
/** The first generated ring that can be ordered: sizes, carats and gold colours to quote. */
const ring = catalogue.slice(56).find((product) => product.available && product.options.some((option) => option.type === 'SIZE'))!;

describeWithDatabase(
  'a brand-size catalogue (CATALOG_PRODUCTS)',
  (context) => {
    const get = (url: string) => request(context().app).get(url);
    const count = async (table: 'products' | 'product_search' | 'product_translations') =>
      (
        await context()
          .db.kysely.selectFrom(table)
          .select(sql<number>`count(*)::int`.as('count'))
          .executeTakeFirstOrThrow()
      ).count;

    describe('seeding', () => {
      it('grows a catalogue of the real 56 to N on a start with a larger N, then leaves it alone', async () => {
        const { db } = context();
        expect(await count('products')).toBe(56);
        expect(await seedCatalogue(db, { products: 100 })).toEqual({ seeded: true, products: 100 });
        expect(await seedCatalogue(db, { products: 100 })).toEqual({ seeded: false, products: 100 });
        expect(await seedCatalogue(db, { products: 80 })).toEqual({ seeded: false, products: 100 });
        expect(await seedCatalogue(db)).toEqual({ seeded: false, products: 100 });
        const skus = (await db.kysely.selectFrom('products').select('sku').orderBy('suggested_rank').execute()).map((row) => row.sku);
        expect(skus).toEqual(suggested.slice(0, 100).map((product) => product.sku));
      });

      it('loads N products into an empty catalogue, with their search documents built by the triggers', async () => {
        const { db } = context();
        await db.kysely.deleteFrom('products').execute();
        expect(await seedCatalogue(db, { products: N })).toEqual({ seeded: true, products: N });
        const rows = await db.kysely.selectFrom('products').select(['sku', 'list_price_cents', 'available', 'suggested_rank']).orderBy('suggested_rank').execute();
        expect(rows).toEqual(
          suggested.map((product) => ({ sku: product.sku, list_price_cents: product.listPriceCents, available: product.available, suggested_rank: product.suggestedRank })),
        );
        expect(await count('product_translations')).toBe(N * LOCALES.length);
        expect(await count('product_search')).toBe(N * LOCALES.length);
      });

      it('gives generated products the search documents a rebuild gives them, gold colours included', async () => {
        const { kysely } = context().db;
        const sample = catalogue.filter((_, index) => index % 10 === 0).map((product) => product.sku);
        const documents = () =>
          sql<{
            sku: string;
            locale: string;
            document: string;
          }>`select sku, locale, document::text as document from product_search where sku = any(${sample}) order by sku, locale`.execute(kysely);
        const loaded = (await documents()).rows;
        await sql`select catalog_refresh_search(${sample}::text[])`.execute(kysely);
        expect((await documents()).rows).toEqual(loaded);
        expect(loaded).toHaveLength(sample.length * LOCALES.length);
        // The gold colours are in the options, inserted before the texts whose insert builds the documents.
        const rose = loaded.find((row) => row.locale === 'en' && catalogue.find((product) => product.sku === row.sku)!.options.some((option) => option.value === 'ROSE'));
        expect(rose?.document).toContain("'rose'");
      });
    });

    describe('through the catalogue API', () => {
      it('lists every product exactly once, each card valid against the contract', async () => {
        const seen: string[] = [];
        for (let page = 1; page <= Math.ceil(N / 48); page += 1) {
          const res = await get(`/api/products?locale=en&pageSize=48&page=${page}`);
          expect(res.status).toBe(200);
          const listing = productListResponseSchema.parse(res.body);
          expect(listing.total).toBe(N);
          seen.push(...listing.items.map((item) => item.sku));
        }
        expect(seen).toEqual(suggested.map((product) => product.sku));
      });

      it('shows a generated product in every language, valid against the contract, and its page exists', async () => {
        const status = catalogPageStatus(createCatalogService(context().db.kysely))[ROUTES.product]!;
        for (const locale of LOCALES) {
          const res = await get(`/api/products/${ring.sku}?locale=${locale}`);
          expect(res.status).toBe(200);
          const product = productDetailSchema.parse(res.body);
          expect(product).toMatchObject({ sku: ring.sku, name: ring.texts[locale].name, description: ring.texts[locale].description, priceCents: ring.listPriceCents });
          expect(product.suggested.map((item) => item.sku)).toEqual(ring.suggestions);
          expect(await status({ sku: ring.sku.toLowerCase() }, locale, new URLSearchParams())).toBe(200);
        }
        const picture = await get(productDetailSchema.parse((await get(`/api/products/${ring.sku}?locale=en`)).body).imageUrl);
        expect(picture.status).toBe(200);
        expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
      });

      it('quotes a configuration of a generated product', async () => {
        const option = (type: string) => ring.options.filter((candidate) => candidate.type === type);
        const gold = option('GOLD_COLOUR').find((candidate) => !candidate.isDefault)!;
        const carat = option('CARAT')[1]!;
        const size = option('SIZE')[0]!;
        const res = await get(`/api/products/${ring.sku}/price?locale=de&gold=${gold.value}&size=${size.value}&carat=${carat.value}`);
        expect(res.status).toBe(200);
        const quote = productQuoteSchema.parse(res.body);
        expect(quote).toMatchObject({ sku: ring.sku, basePriceCents: ring.listPriceCents, priceCents: ring.listPriceCents + gold.priceDeltaCents + carat.priceDeltaCents });
      });

      it('finds a generated product by its code and by its words in another language', async () => {
        const byCode = productListResponseSchema.parse((await get(`/api/products?locale=en&q=${ring.sku}`)).body);
        expect(byCode.items.map((item) => item.sku)).toEqual([ring.sku]);
        // Its German name, number included, on the Italian pages (docs/search.md: other languages' names count too).
        const onItalianPages = productListResponseSchema.parse((await get(`/api/products?locale=it&q=${encodeURIComponent(ring.texts.de.name)}`)).body);
        expect(onItalianPages.items.map((item) => item.sku)).toEqual([ring.sku]);
      });
    });

    describe('pages read from where the last one ended (keyset, docs/search.md#pages)', () => {
      /** Each order as the shop promises it: its key, then the suggested order (ranks are unique). */
      const ORDER: Record<SortOption, (a: (typeof catalogue)[number], b: (typeof catalogue)[number]) => number> = {
        suggested: (a, b) => a.suggestedRank - b.suggestedRank,
        price: (a, b) => a.listPriceCents - b.listPriceCents || a.suggestedRank - b.suggestedRank,
        price_desc: (a, b) => b.listPriceCents - a.listPriceCents || a.suggestedRank - b.suggestedRank,
      };
      const listing = async (query: string): Promise<ProductListResponse> => {
        const res = await get(`/api/products?locale=en&pageSize=48&${query}`);
        expect(res.status).toBe(200);
        return productListResponseSchema.parse(res.body);
      };
      const skus = (page: ProductListResponse) => page.items.map((item) => item.sku);

      it.each(SORT_OPTIONS)('walks the %s order forward by its cursors, back by them, and to the last page by number, each page as by number', async (sort) => {
        const expected = [...catalogue].sort(ORDER[sort]).map((product) => product.sku);
        const forward: ProductListResponse[] = [await listing(`sort=${sort}`)];
        while (forward.at(-1)!.cursors?.after) {
          const last = forward.at(-1)!;
          forward.push(await listing(`sort=${sort}&page=${last.page + 1}&after=${last.cursors!.after}`));
        }
        expect(forward).toHaveLength(Math.ceil(N / 48));
        expect(forward.flatMap(skus)).toEqual(expected);
        expect(forward.at(-1)!.cursors?.after).toBeUndefined();

        const lastByNumber = await listing(`sort=${sort}&page=${forward.length}`);
        expect(skus(lastByNumber)).toEqual(skus(forward.at(-1)!));
        const middle = Math.ceil(forward.length / 2);
        expect(skus(await listing(`sort=${sort}&page=${middle}`))).toEqual(skus(forward[middle - 1]!));

        let page = lastByNumber;
        while (page.cursors?.before) {
          page = await listing(`sort=${sort}&page=${page.page - 1}&before=${page.cursors.before}`);
          expect(skus(page)).toEqual(skus(forward[page.page - 1]!));
        }
        expect(page.page).toBe(1);
        expect(await listing(`sort=${sort}&page=${forward.length + 1}`)).toMatchObject({ items: [], total: N });
      });

      it('pages a filtered listing by its cursors, and a search by number only', async () => {
        const rings = catalogue.filter((product) => product.category === 'RINGS').sort(ORDER.price);
        const first = await listing('category=RINGS&sort=price');
        const second = await listing(`category=RINGS&sort=price&page=2&after=${first.cursors!.after}`);
        expect([...skus(first), ...skus(second)]).toEqual(rings.slice(0, 96).map((product) => product.sku));
        // A middle page typed by number: its start found in the filter's index, the page read from there.
        const byNumber = await get('/api/products?locale=en&pageSize=10&category=RINGS&sort=price_desc&page=3');
        const descending = catalogue.filter((product) => product.category === 'RINGS').sort(ORDER.price_desc);
        expect(descending.length).toBeGreaterThan(30);
        expect(productListResponseSchema.parse(byNumber.body).items.map((item) => item.sku)).toEqual(descending.slice(20, 30).map((product) => product.sku));
        expect(second.cursors?.before).toBe(`${rings[48]!.listPriceCents}.${rings[48]!.suggestedRank}.${rings[48]!.sku}`);
        const search = await listing('q=ring');
        expect(search.total).toBeGreaterThan(48);
        expect(search.cursors).toBeUndefined();
      });

      it('refuses a cursor that is malformed, of another order, or given both ways, with a field message', async () => {
        const refused = async (query: string, field: string) => {
          const res = await get(`/api/products?locale=en&page=2&${query}`);
          expect(res.status).toBe(400);
          expect(res.body.error.fields).toHaveProperty(field);
        };
        await refused('after=not-a-cursor', 'after');
        await refused("after=1.GA'--", 'after');
        await refused('sort=price&after=12.GA-SOL-OV1234', 'after');
        await refused('before=1.2.GA-SOL-OV1234', 'before');
        await refused('q=ring&after=12.GA-SOL-OV1234', 'after');
        await refused('after=12.A&before=11.B', 'before');
      });
    });

    it("keeps each language's word counts as a recount of the documents gives them, through a load, a rename and a removal", async () => {
      const { kysely } = context().db;
      const zephyr = async () => (await keptLexemeCounts(kysely)).filter((row) => row.lexeme.startsWith('zephyr'));

      expect(await keptLexemeCounts(kysely)).toEqual(await recountedLexemes(kysely));
      const renamed = catalogue[120]!.sku;
      await kysely.updateTable('product_translations').set({ name: 'Zephyrine Ring' }).where('sku', '=', renamed).where('locale', '=', 'en').execute();
      // Named on the English page, and among the other languages' names (D) on the three others.
      expect(await zephyr()).toEqual([
        { locale: 'de', lexeme: 'zephyrin', documents: 1, named: 0 },
        { locale: 'en', lexeme: 'zephyrin', documents: 1, named: 1 },
        { locale: 'es', lexeme: 'zephyrin', documents: 1, named: 0 },
        { locale: 'it', lexeme: 'zephyrin', documents: 1, named: 0 },
      ]);
      await kysely.deleteFrom('products').where('sku', '=', renamed).execute();
      expect(await zephyr()).toEqual([]);
      expect(await keptLexemeCounts(kysely)).toEqual(await recountedLexemes(kysely));
    });
  },
  BOTH_ENGINES,
);
