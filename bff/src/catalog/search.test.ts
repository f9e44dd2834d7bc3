import { CATEGORIES, productListResponseSchema, type ProductListResponse } from '@ama/contracts';
import { searchSuggestionsResponseSchema } from '@ama/contracts/search-suggestions';
import { sql } from 'kysely';
import request from 'supertest';
import { BOTH_ENGINES, describeWithDatabase } from '../test-support/engines';
import { SEARCH_QUERIES, SEARCH_QUERIES_EXPECTED } from './__tests__/search-queries';

// The catalogue's search as a shopper meets it (docs/search.md): the language's dictionary after
// unaccent, other languages' names, near spellings, relevance, and facet counts that match the list.
describeWithDatabase(
  'catalogue search',
  (context) => {
    /** The listing of these query parameters (after the locale), as a client reads it. */
    const list = async (locale: string, parameters: string): Promise<ProductListResponse> => {
      const res = await request(context().app).get(`/api/products?locale=${locale}${parameters}`);
      expect(res.status).toBe(200);
      return productListResponseSchema.parse(res.body);
    };
    const search = (locale: string, q: string, more = '') => list(locale, `&q=${encodeURIComponent(q)}${more}`);
    const skus = (listing: ProductListResponse) => listing.items.map((item) => item.sku);

    it.each([
      ['en', 'rings', 'ring'],
      ['it', 'anelli', 'anello'],
      ['es', 'anillos', 'anillo'],
      ['de', 'Ringe', 'Ring'],
    ])('%s: the plural finds what the singular finds ("%s", "%s"), and only rings', async (locale, plural, singular) => {
      const many = await search(locale, plural, '&pageSize=48');
      const one = await search(locale, singular, '&pageSize=48');
      expect(many.total).toBe(32);
      expect(skus(many).sort()).toEqual(skus(one).sort());
      expect(many.items.every((item) => item.category === 'RINGS' || item.category === 'ENGAGEMENT_RINGS')).toBe(true);
    });

    it.each([
      ['en', 'pave', 'Pavé'],
      ['it', 'solitario pave', 'pavé'],
      ['es', 'trilogia', 'trilogía'],
      ['de', 'Pave-Solitar', 'pavé-solitär'],
    ])('%s: "%s" without its accent finds the pieces named with it', async (locale, typed, named) => {
      const found = await search(locale, typed);
      expect(found.total).toBeGreaterThan(0);
      expect(found.items[0]!.name.toLowerCase()).toContain(named.toLowerCase());
    });

    it.each([
      ['en', 'braclet', 'bracelet', 'BRACELETS'],
      ['it', 'oreccini', 'orecchini', 'EARRINGS'],
      ['es', 'pulseraa', 'pulsera', 'BRACELETS'],
      ['de', 'Halskete', 'halskette', 'NECKLACES'],
    ])('%s: a near spelling ("%s") shows the results of the catalogue word ("%s") and says so', async (locale, typed, corrected, category) => {
      const found = await search(locale, typed);
      expect(found.correctedQuery).toBe(corrected);
      expect(found.total).toBeGreaterThan(0);
      expect(found.items.every((item) => item.category === category)).toBe(true);
    });

    describe('a misspelt word that finds pieces only by their descriptions (docs/search.md#near-spellings-did-you-mean)', () => {
      it.each([
        ['en', 'rigs', 'rings', 'BRACELETS'],
        ['it', 'rigs', 'rings', 'BRACELETS'],
        ['en', 'earings', 'earrings', 'EARRINGS'],
        ['en', 'gaia earings', 'gaia earrings', 'EARRINGS'],
      ])('%s: "%s" shows what "%s" lists, and offers the text as typed', async (locale, typed, meant, describedCategory) => {
        const found = await search(locale, typed, '&pageSize=48');
        expect(found.correctedQuery).toBe(meant);
        expect(found.asTypedFinds).toBe(true);
        expect(skus(found)).toEqual(skus(await search(locale, meant, '&pageSize=48')));
        // As typed, once asked: the pieces whose descriptions hold it, never corrected.
        const asTyped = await search(locale, typed, '&pageSize=48&asTyped=1');
        expect(asTyped.correctedQuery).toBeUndefined();
        expect(asTyped.total).toBeGreaterThan(0);
        expect(asTyped.items.every((item) => item.category === describedCategory)).toBe(true);
      });

      it('a word the pieces are named by is never corrected, though it is near another ("rigs" names the rigid bangles in Spanish)', async () => {
        const bangles = await search('es', 'rigs');
        expect(bangles.correctedQuery).toBeUndefined();
        expect(bangles.items.map((item) => item.name)).toEqual(['Brazalete rígido Gaia', 'Brazalete rígido Aisha']);
      });

      it('a misspelt word that finds pieces by their descriptions stays as typed when its near spelling names no piece either', async () => {
        // "collectio": descriptions speak of a collection; "collection" names no piece on the English pages.
        const found = await search('en', 'collectio', '&pageSize=48');
        expect(found.correctedQuery).toBeUndefined();
        expect(found.asTypedFinds).toBeUndefined();
        expect(found.total).toBeGreaterThan(0);
        expect(skus(found)).toEqual(skus(await search('en', 'collectio', '&pageSize=48&asTyped=1')));
      });

      it('a near spelling is a slip, not a shorter word: German "collectio" is not read as Italian "collo"', async () => {
        // Four letters fewer: more than a slip, though 40 % of nine letters would allow that many changes.
        const found = await search('de', 'collectio', '&pageSize=48');
        expect(found.correctedQuery).toBeUndefined();
        expect(skus(found)).toEqual(skus(await search('de', 'collectio', '&pageSize=48&asTyped=1')));
      });

      it.each([
        ['en', 'neckless', 'necklace', 'NECKLACES'],
        ['it', 'neckless', 'necklace', 'NECKLACES'],
        ['en', 'diamand', 'diamond', undefined],
      ])('%s: "%s" is read as the word with the fewest letters changed that the page\'s pieces hold ("%s")', async (locale, typed, meant, category) => {
        const found = await search(locale, typed, '&pageSize=48');
        expect(found.correctedQuery).toBe(meant);
        expect(found.asTypedFinds).toBeUndefined();
        expect(found.total).toBeGreaterThan(0);
        if (category) expect(found.items.every((item) => item.category === category)).toBe(true);
      });
    });

    it('several words narrow: every one must match, in any order', async () => {
      expect(skus(await search('en', 'nyx tennis bracelet'))).toEqual(['NY-TEN-BG']);
      expect(skus(await search('it', 'bracciale tennis nyx'))).toEqual(['NY-TEN-BG']);
      expect(skus(await search('es', 'pulsera de cadena aria'))).toEqual(['AR-CHA-BG']);
      expect(skus(await search('de', 'Tennisarmband Nyx'))).toEqual(['NY-TEN-BG']);
    });

    it("finds a piece by its name in another language, and by the trade's words the texts do not say", async () => {
      const earrings = await search('en', 'Ohrringe', '&pageSize=48');
      expect(earrings.total).toBe(8);
      expect(earrings.items.every((item) => item.category === 'EARRINGS')).toBe(true);
      const roseRings = await search('en', 'anello oro rosa', '&pageSize=48');
      expect(roseRings.items.length).toBeGreaterThan(0);
      expect(roseRings.items.every((item) => item.goldColours.includes('ROSE') && (item.category === 'RINGS' || item.category === 'ENGAGEMENT_RINGS'))).toBe(true);
      const fedina = await search('it', 'fedina', '&pageSize=48');
      expect(fedina.total).toBeGreaterThan(0);
      expect(fedina.items.every((item) => item.category === 'RINGS')).toBe(true);
    });

    it('"ring" does not find earrings, and "engagement ring" puts engagement rings first, counted in their filter', async () => {
      const rings = await search('en', 'ring', '&pageSize=48');
      expect(rings.items.some((item) => item.category === 'EARRINGS')).toBe(false);
      const engagement = await search('en', 'engagement ring', '&pageSize=48');
      const engagementCount = engagement.facets!.category.find((facet) => facet.value === 'ENGAGEMENT_RINGS')!.count;
      expect(engagementCount).toBe(15);
      expect(engagement.items.slice(0, engagementCount).every((item) => item.category === 'ENGAGEMENT_RINGS')).toBe(true);
    });

    it('a stop word of the page language asks nothing; a search of stop words only finds nothing and offers nothing', async () => {
      // "anillos compromiso" names the Engagement rings filter; "de" between them changes nothing.
      const withStopWord = await search('es', 'anillos de compromiso', '&pageSize=48');
      expect(withStopWord.total).toBe(15);
      expect(skus(withStopWord)).toEqual(skus(await search('es', 'anillos compromiso', '&pageSize=48')));
      expect(skus(await search('es', 'pulsera de cadena aria'))).toEqual(['AR-CHA-BG']);
      const nothing = await search('en', 'the');
      expect(nothing.total).toBe(0);
      expect(nothing.correctedQuery).toBeUndefined();
      const unknown = await search('en', 'xyzzyq');
      expect(unknown.total).toBe(0);
      expect(unknown.correctedQuery).toBeUndefined();
    });

    describe('a search of filter names reads as those filters (docs/search.md#filter-words)', () => {
      it.each([
        ['en', 'white gold', '&gold=WHITE'],
        ['en', 'rings', '&category=ENGAGEMENT_RINGS&category=RINGS'],
        ['it', 'anelli oro rosa', '&category=ENGAGEMENT_RINGS&category=RINGS&gold=ROSE'],
        ['es', 'pendientes', '&category=EARRINGS'],
        ['de', 'Gaia Ohrringe', '&collection=GAIA&category=EARRINGS'],
        ['de', 'Roségold Ovale', '&gold=ROSE&shape=OVAL'],
        ['de', 'Roségold Ringe', '&category=ENGAGEMENT_RINGS&category=RINGS&gold=ROSE'],
      ])('%s: "%s" lists what the filters %s list, in the suggested order, page by page', async (locale, q, filters) => {
        const found = await search(locale, q, '&pageSize=5');
        const listed = await list(locale, `${filters}&pageSize=5`);
        expect(found.total).toBeGreaterThan(0);
        expect([found.total, skus(found)]).toEqual([listed.total, skus(listed)]);
        const second = await search(locale, q, '&pageSize=5&page=2');
        expect(skus(second)).toEqual(skus(await list(locale, `${filters}&pageSize=5&page=2`)));
        // Pages by number, as any search in the suggested order.
        expect(found.cursors).toBeUndefined();
        expect(found.readAs).toBeDefined();
      });

      it('says which filters it read the words as, so the page can show the gold named', async () => {
        expect((await search('it', 'anelli oro rosa')).readAs).toEqual({ category: ['ENGAGEMENT_RINGS', 'RINGS'], gold: ['ROSE'] });
        expect((await search('de', 'Ringe')).readAs).toEqual({ category: ['ENGAGEMENT_RINGS', 'RINGS'] });
        // "Gold" is in every gold colour's name (and in the option's own, "Gold colour", which is no colour).
        expect((await search('de', 'Gold')).readAs).toEqual({ gold: ['ROSE', 'WHITE', 'YELLOW'] });
        expect((await search('en', 'ring pave')).readAs).toBeUndefined();
      });

      it('a chip of the same kind narrows it: "white gold" with the rose chip lists pieces offered in both, as counted', async () => {
        const white = await search('en', 'white gold', '&pageSize=48');
        const roseCount = white.facets!.gold.find((facet) => facet.value === 'ROSE')!.count;
        const both = await search('en', 'white gold', '&gold=ROSE&pageSize=48');
        expect(both.total).toBe(roseCount);
        expect(both.total).toBeGreaterThan(0);
        expect(both.items.every((item) => item.goldColours.includes('WHITE') && item.goldColours.includes('ROSE'))).toBe(true);
        // Every piece the search lists offers white gold, so its own count is the whole list.
        expect(white.facets!.gold.find((facet) => facet.value === 'WHITE')!.count).toBe(white.total);
      });

      it('a category chip outside the words leaves nothing, and the filters beside the list count only what the words name', async () => {
        const rings = await search('en', 'rings', '&pageSize=1');
        expect(rings.facets!.category.map((facet) => facet.value).sort()).toEqual(['ENGAGEMENT_RINGS', 'RINGS']);
        expect((await search('en', 'rings', '&category=EARRINGS')).total).toBe(0);
      });

      it('words that are not all filter names are searched as text: "ring pave" finds pavé rings only', async () => {
        const found = await search('en', 'ring pave', '&pageSize=48');
        expect(found.total).toBeGreaterThan(0);
        expect(found.total).toBeLessThan((await search('en', 'rings', '&pageSize=1')).total);
        expect(found.items.every((item) => item.category === 'RINGS' || item.category === 'ENGAGEMENT_RINGS')).toBe(true);
      });
    });

    it('a product code finds its piece', async () => {
      expect(skus(await search('en', 'ny-ten-bg'))).toEqual(['NY-TEN-BG']);
    });

    it("each category's facet count is what the list holds with that filter", async () => {
      for (const [locale, q] of [
        ['en', 'diamond'],
        ['it', 'oro rosa'],
        ['de', 'Gold'],
        ['es', 'anillos oval'],
      ] as const) {
        const all = await search(locale, q);
        for (const category of CATEGORIES) {
          const counted = all.facets!.category.find((facet) => facet.value === category)?.count ?? 0;
          const filtered = await search(locale, q, `&category=${category}&pageSize=1`);
          expect([locale, q, category, filtered.total]).toEqual([locale, q, category, counted]);
        }
      }
    });

    it('with a filter chosen, every other filter counts what choosing it would leave, and the price range what the others keep', async () => {
      const rings = await search('en', 'ring', '&category=RINGS&pageSize=48');
      expect(rings.total).toBeGreaterThan(0);
      for (const { value, count } of rings.facets!.gold) {
        expect([value, (await search('en', 'ring', `&category=RINGS&gold=${value}&pageSize=1`)).total]).toEqual([value, count]);
      }
      for (const { value, count } of rings.facets!.collection) {
        expect([value, (await search('en', 'ring', `&category=RINGS&collection=${value}&pageSize=1`)).total]).toEqual([value, count]);
      }
      // The category's own count ignores the category filter: it is what choosing it instead would show.
      const all = await search('en', 'ring', '&pageSize=1');
      expect(rings.facets!.category).toEqual(all.facets!.category);
      const byPrice = await search('en', 'ring', '&category=RINGS&sort=price&pageSize=48');
      expect(rings.facets!.price).toEqual({ minCents: byPrice.items[0]!.priceCents, maxCents: byPrice.items.at(-1)!.priceCents });
      const dear = await search('en', 'ring', `&category=RINGS&minPrice=${byPrice.items.at(-2)!.priceCents}&pageSize=48`);
      expect(dear.total).toBe(2);
      expect(dear.facets!.price).toEqual(rings.facets!.price);
    });

    it('a search in a price order walks its pages by cursor, forwards and back, each match once and in order', async () => {
      const whole = await search('en', 'ring', '&sort=price_desc&pageSize=48');
      expect(whole.total).toBe(32);
      let page = await search('en', 'ring', '&sort=price_desc&pageSize=5');
      const walked = [...page.items];
      for (let number = 2; page.cursors?.after; number += 1) {
        page = await search('en', 'ring', `&sort=price_desc&pageSize=5&page=${number}&after=${page.cursors.after}`);
        walked.push(...page.items);
      }
      expect(walked.map((item) => item.sku)).toEqual(skus(whole));
      expect(walked.map((item) => item.priceCents)).toEqual([...walked.map((item) => item.priceCents)].sort((a, b) => b - a));
      const back = await search('en', 'ring', `&sort=price_desc&pageSize=5&page=${page.pageCount - 1}&before=${page.cursors!.before}`);
      expect(skus(back)).toEqual(skus(whole).slice((page.pageCount - 2) * 5, (page.pageCount - 1) * 5));
    });

    it('the database keeps what a search filters on up to date: a piece withdrawn or repriced is found as it now is', async () => {
      const { db } = context();
      const sku = 'GA-BND-RD';
      const before = await db.kysely.selectFrom('products').select(['list_price_cents', 'available']).where('sku', '=', sku).executeTakeFirstOrThrow();
      await db.kysely.updateTable('products').set({ list_price_cents: 12_345_600, available: false }).where('sku', '=', sku).execute();
      try {
        expect(skus(await search('en', 'gaia band', '&minPrice=12345600'))).toEqual([sku]);
        expect(skus(await search('en', 'gaia band', '&available=true&pageSize=48'))).not.toContain(sku);
      } finally {
        await db.kysely.updateTable('products').set(before).where('sku', '=', sku).execute();
      }
    });

    it('the database keeps the search up to date: a renamed piece is found by its new name', async () => {
      const { db } = context();
      await db.kysely.updateTable('product_translations').set({ name: 'Gaia Zephyrine Band' }).where('sku', '=', 'GA-BND-RD').where('locale', '=', 'en').execute();
      try {
        expect(skus(await search('en', 'zephyrine'))).toEqual(['GA-BND-RD']);
        const count = await sql<{ n: number }>`select count(*)::int as n from product_search where sku = 'GA-BND-RD'`.execute(db.kysely);
        expect(count.rows[0]!.n).toBe(4);
      } finally {
        await db.kysely.updateTable('product_translations').set({ name: 'Gaia Band' }).where('sku', '=', 'GA-BND-RD').where('locale', '=', 'en').execute();
      }
    });

    describe('suggestions while typing', () => {
      const suggest = async (locale: string, q: string) => {
        const res = await request(context().app).get(`/api/search/suggestions?locale=${locale}&q=${encodeURIComponent(q)}`);
        expect(res.status).toBe(200);
        return searchSuggestionsResponseSchema.parse(res.body).suggestions;
      };

      it.each([
        ['en', 'ri', 'Rings'],
        ['it', 'anelli d', 'Anelli di fidanzamento'],
        ['es', 'pendi', 'Pendientes'],
        ['de', 'ohr', 'Ohrringe'],
      ])('%s: "%s" suggests the category %s first', async (locale, q, category) => {
        expect((await suggest(locale, q))[0]).toBe(category);
      });

      it('reads the last word as the start of a word, in any language, at most six', async () => {
        const solitaires = await suggest('en', 'soli');
        expect(solitaires.length).toBe(6);
        expect(solitaires.every((name) => /Solitaire|Stud|Pendant/.test(name))).toBe(true);
        expect(await suggest('en', 'nyx tenn')).toEqual(['Nyx Tennis Bracelet']);
        expect(await suggest('de', 'solitär ar')).toContain('Solitärring Aria');
      });

      it('asks nothing of one letter, and finds nothing for nothing', async () => {
        expect(await suggest('en', 's')).toEqual([]);
        expect(await suggest('en', 'qqxz')).toEqual([]);
        expect(await suggest('en', '%_*:!')).toEqual([]);
      });
    });

    it(`puts the piece meant in the first five for at least ${SEARCH_QUERIES_EXPECTED} of ${SEARCH_QUERIES.length} real queries`, async () => {
      const misses: string[] = [];
      for (const [locale, q, sku] of SEARCH_QUERIES) {
        const found = await search(locale, q, '&pageSize=5');
        if (!skus(found).includes(sku)) misses.push(`${locale} "${q}" → ${skus(found).join(', ') || 'nothing'} (wanted ${sku})`);
      }
      if (SEARCH_QUERIES.length - misses.length < SEARCH_QUERIES_EXPECTED) throw new Error(`misses:\n${misses.join('\n')}`);
      expect(misses.length).toBeLessThanOrEqual(SEARCH_QUERIES.length - SEARCH_QUERIES_EXPECTED);
    });
  },
  BOTH_ENGINES,
);
