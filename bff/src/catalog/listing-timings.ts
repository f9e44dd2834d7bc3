/**
 * What a listing costs the database on a cache miss (`npm run bench:listing`, bff/src/bench-listing.ts;
 * docs/performance.md#catalogue-size): each listing asked 30 times, one after another, every answer a
 * miss: the median and the 99th percentile. Each listing is measured whole (rows, cards and filter
 * counts) and as its page alone. Sequential on purpose: the figure is the work of one listing, not the
 * machine's concurrency.
 */
import { productListQuerySchema, type ProductListQueryInput } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findGoldColours, findProductPage } from './repository';
import { benchSearchQueries } from './search-bench-queries';
import { createCatalogService } from './service';

const RUNS = 30;

type Case = { name: string; query: ProductListQueryInput | ((cursors: Cursors) => ProductListQueryInput) };
type Cursors = { page49: string; pricePage49: string };

const CASES: Case[] = [
  { name: 'page 1', query: {} },
  { name: 'rings, page 1', query: { category: 'RINGS' } },
  { name: 'rings by price, page 1', query: { category: 'RINGS', sort: 'price' } },
  { name: 'rose gold, page 1', query: { gold: 'ROSE' } },
  { name: 'page 50, by its cursor', query: (cursors) => ({ page: 50, after: cursors.page49 }) },
  { name: 'page 50, by price, by its cursor', query: (cursors) => ({ sort: 'price', page: 50, after: cursors.pricePage49 }) },
  { name: 'page 50, by number', query: { page: 50 } },
  { name: 'search "anello oro rosa"', query: { q: 'anello oro rosa' } },
  { name: 'search "solitare" (a typo)', query: { q: 'solitare' } },
];

/** The row of the 200 different searches, each asked once (search-bench-queries.ts). */
const REAL_SEARCHES = '200 different searches, four languages, each once';

/** A case's row measured without its filter counts. */
const PAGE_ONLY = ' (page only)';

const timed = (work: () => Promise<unknown>) => timedEach(Array.from({ length: RUNS }, () => work));

/** Each piece of work once, one after another: the median and the 99th percentile of their times. */
async function timedEach(works: ReadonlyArray<() => Promise<unknown>>): Promise<{ median: number; p99: number }> {
  const times: number[] = [];
  for (const work of works) {
    await new Promise((resolve) => setTimeout(resolve, 2)); // past the millisecond cache
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: median(times), p99: p99(times) };
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)]!;
const p99 = (sorted: number[]) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;

export type ListingTimings = Map<string, { median: number; p99: number }>;

/** Every listing of CASES, whole and as its page alone, on this database. */
export async function measureListings(db: Kysely<Database>): Promise<ListingTimings> {
  // A minute-long cache would answer every run after the first: a millisecond one answers none.
  const catalog = createCatalogService(db, { cacheTtlMs: 1, listingQueue: 1_000, searchQueue: 1_000 });
  const list = (input: ProductListQueryInput) => catalog.listProducts(productListQuerySchema.parse({ locale: 'en', pageSize: 24, ...input }));
  // The page alone: its rows and cards, as when the listing's filter counts are already cached (they
  // are the same for every page and order of a listing, service.ts).
  const pageOnly = async (input: ProductListQueryInput) => {
    const page = await findProductPage(db, productListQuerySchema.parse({ locale: 'en', pageSize: 24, ...input }));
    await findGoldColours(
      db,
      page.rows.map((row) => row.sku),
    );
  };
  const cursors: Cursors = {
    page49: (await list({ page: 49 })).cursors?.after ?? '',
    pricePage49: (await list({ sort: 'price', page: 49 })).cursors?.after ?? '',
  };
  const result = new Map<string, { median: number; p99: number }>();
  for (const { name, query } of CASES) {
    const input = typeof query === 'function' ? query(cursors) : query;
    if (input.after === '') continue; // fewer than 50 pages
    result.set(name, await timed(() => list(input)));
    // A search's page and its filter counts are one statement (search-listing.ts): no page alone.
    if (input.q === undefined) result.set(`${name}${PAGE_ONLY}`, await timed(() => pageOnly(input)));
  }
  const searches = benchSearchQueries();
  result.set(
    REAL_SEARCHES,
    await timedEach(
      searches.map(
        ({ locale, q }) =>
          () =>
            list({ locale, q }),
      ),
    ),
  );
  return result;
}

/** The timings of each catalogue size as a Markdown table, with each p99's growth against the first size. */
export function listingTimingsTable(engine: string, bySize: Map<number, ListingTimings>): string {
  const sizes = [...bySize.keys()];
  const lines: string[] = [];
  const ms = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(1));
  const first = bySize.get(sizes[0]!)!;
  lines.push(`Listing on a cache miss, ${engine}, ms (median / p99 of ${RUNS}; × = p99 against ${sizes[0]} products)`, '');
  lines.push(`| listing | ${sizes.map((size) => `${size.toLocaleString('en')} products`).join(' | ')} |`);
  lines.push(`|---|${sizes.map(() => '---|').join('')}`);
  // A row for each figure measured at some size (a search has no page alone, a small catalogue no page 50).
  const names = [...CASES.flatMap((testCase) => [testCase.name, `${testCase.name}${PAGE_ONLY}`]), REAL_SEARCHES].filter((name) =>
    sizes.some((size) => bySize.get(size)!.has(name)),
  );
  for (const name of names) {
    const cells = sizes.map((size) => {
      const figure = bySize.get(size)!.get(name);
      const base = first.get(name);
      const growth = figure && base && size !== sizes[0] ? ` (×${(figure.p99 / base.p99).toFixed(1)})` : '';
      return figure ? `${ms(figure.median)} / ${ms(figure.p99)}${growth}` : '–';
    });
    lines.push(`| ${name} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
