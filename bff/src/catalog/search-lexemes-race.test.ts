import { sql } from 'kysely';
import { describeWithDatabase } from '../test-support/engines';
import { keptLexemeCounts, recountedLexemes } from '../test-support/search-lexemes';

/**
 * The stems' counts a correction reads (migrations/202612021000_catalog_search_lexemes.sql) are kept by
 * every statement that writes search documents. Two writers at once (two staff edits) must take turns:
 * each writes count rows as it deletes and again as it inserts, and two that cross would deadlock, one
 * of them failing. PostgreSQL only: PGlite has one connection, so no two writers.
 */

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describeWithDatabase(
  'the stems’ counts under two writers at once',
  (context) => {
    it('two refreshes whose rows cross take turns: both commit, and the counts are what the documents hold', async () => {
      const { kysely } = context().db;
      const [a, b] = (await kysely.selectFrom('products').select('sku').orderBy('suggested_rank').limit(2).execute()).map((row) => row.sku);
      // Documents with no word in common, so each writer's first statement locks a count row of its own.
      const rewrite = (sku: string, words: string) => sql`update product_search set document = ${words}::tsvector where sku = ${sku} and locale = 'en'`;
      await rewrite(a!, 'xenon').execute(kysely);
      await rewrite(b!, 'yttrium').execute(kysely);
      await sql`create table saved_rows as select * from product_search where sku in (${a}, ${b}) and locale = 'en'`.execute(kysely);
      const remove = (sku: string) => sql`delete from product_search where sku = ${sku} and locale = 'en'`;
      const insertWith = (sku: string, words: string) => sql`
        insert into product_search (sku, locale, document, ranking, category_code, collection_code, shape_code, list_price_cents, available, suggested_rank, golds)
        select sku, locale, ${words}::tsvector, ranking, category_code, collection_code, shape_code, list_price_cents, available, suggested_rank, golds
          from saved_rows where sku = ${sku}`;
      const secondWaitsForFirst = async () => {
        for (let tries = 0; tries < 200; tries += 1) {
          const { rows } = await sql<{ waiting: number }>`
            select count(*)::int as waiting from pg_stat_activity
             where wait_event_type = 'Lock' and query ilike '%delete from product_search%'`.execute(kysely);
          if (rows[0]!.waiting > 0) return;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      };

      // The crossing order: the first removes A ("xenon"), the second removes B ("yttrium"), then the
      // first writes A as "yttrium" and the second B as "xenon", each wanting the row the other counted.
      const firstRemoved = deferred();
      const secondRemoved = deferred();
      const first = kysely.transaction().execute(async (trx) => {
        await remove(a!).execute(trx);
        firstRemoved.resolve();
        // The second has removed its row, or waits for its turn.
        await Promise.race([secondRemoved.promise, secondWaitsForFirst()]);
        await insertWith(a!, 'yttrium').execute(trx);
      });
      const second = firstRemoved.promise.then(() =>
        kysely.transaction().execute(async (trx) => {
          await remove(b!).execute(trx);
          secondRemoved.resolve();
          await insertWith(b!, 'xenon').execute(trx);
        }),
      );
      await expect(Promise.all([first, second])).resolves.toBeDefined();

      const counts = await keptLexemeCounts(kysely);
      expect(counts.filter((row) => row.locale === 'en' && ['xenon', 'yttrium'].includes(row.lexeme))).toEqual([
        { locale: 'en', lexeme: 'xenon', documents: 1, named: 0 },
        { locale: 'en', lexeme: 'yttrium', documents: 1, named: 0 },
      ]);
      expect(counts).toEqual(await recountedLexemes(kysely));
    });
  },
  ['postgres'],
);
