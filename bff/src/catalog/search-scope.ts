import { LOCALES, type Locale } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { TYPE_LABEL_VALUE } from '../seed';
import type { ListingFilters } from './repository';

/**
 * A search made only of filter names — "rings", "white gold", "anelli oro rosa", "Gaia Ohrringe" — read
 * as those filters (docs/search.md#filter-words). Such searches are the broad ones: at brand size
 * "rings" matches half the catalogue, and ranking every match cost a search its budget, where the
 * filtered listing reads one page from an index and counts from the catalogue's cells. It is also what
 * the shopper meant: the listing of that category in that gold, with the filter counts beside it.
 */

/** The filters a search reads as: each dimension "any of" its values, the dimensions all required. */
export type SearchScope = Pick<ListingFilters, 'category' | 'collection' | 'shape' | 'gold'>;
type ScopeDimension = keyof SearchScope;
const SCOPE_DIMENSIONS: readonly ScopeDimension[] = ['category', 'collection', 'shape', 'gold'];

/** A filter value's name in one language, as that language's dictionary stems it. */
export interface FilterName {
  dimension: ScopeDimension;
  code: string;
  locale: Locale;
  words: string[];
}

/**
 * Every filter value's name in every language, stemmed by the database (the same dictionaries as the
 * documents). The gold colours' labels hold the option's own name too ("Gold colour", TYPE_LABEL_VALUE): not a value.
 */
export async function findFilterNames(db: Kysely<Database>): Promise<FilterName[]> {
  const { rows } = await sql<FilterName>`
    select n.dimension, n.code, n.locale, tsvector_to_array(to_tsvector(catalog_search_config(n.locale), n.name)) as words
      from (select 'category' as dimension, category_code as code, locale, name from category_translations
            union all select 'collection', collection_code, locale, name from collection_translations
            union all select 'shape', shape_code, locale, name from shape_translations
            union all select 'gold', value, locale, label from option_labels
                       where option_type = 'GOLD_COLOUR' and value <> ${TYPE_LABEL_VALUE}) as n`.execute(db);
  return rows;
}

/** The search text's words as each language's dictionary stems them (its stop words dropped). */
export async function findQueryWords(db: Kysely<Database>, q: string): Promise<Map<Locale, string[]>> {
  const { rows } = await sql<{ locale: Locale; words: string[] }>`
    select l.locale, tsvector_to_array(to_tsvector(catalog_search_config(l.locale), ${q})) as words
      from unnest(array[${sql.join(LOCALES)}]::text[]) as l(locale)`.execute(db);
  return new Map(rows.map((row) => [row.locale, row.words]));
}

/**
 * The scope the words name in one language, or null: every word must belong to the names of exactly one
 * dimension, and each dimension then keeps the values whose name holds all of its words ("ring" keeps
 * "Rings" and "Engagement rings", as the search did; "white gold" keeps white gold only).
 */
function scopeIn(words: readonly string[], names: readonly FilterName[]): SearchScope | null {
  if (words.length === 0) return null;
  const wordsOf: Partial<Record<ScopeDimension, string[]>> = {};
  for (const word of words) {
    const dimensions = [...new Set(names.filter((name) => name.words.includes(word)).map((name) => name.dimension))];
    const dimension = dimensions[0];
    if (dimension === undefined || dimensions.length > 1) return null;
    (wordsOf[dimension] ??= []).push(word);
  }
  const scope: Record<string, string[]> = {};
  for (const dimension of SCOPE_DIMENSIONS) {
    const required = wordsOf[dimension];
    if (!required) continue;
    const codes = [...new Set(names.filter((name) => name.dimension === dimension && required.every((word) => name.words.includes(word))).map((name) => name.code))];
    if (codes.length === 0) return null;
    scope[dimension] = codes.sort();
  }
  return scope as SearchScope;
}

const sameValues = (a: readonly string[] | undefined, b: readonly string[] | undefined) => (a ?? []).join() === (b ?? []).join();

/**
 * Two languages' readings as one scope: equal, or apart in one dimension only (its values joined, which
 * is exactly either reading). Anything else is no single scope, and the search reads the text as before.
 */
function joined(a: SearchScope, b: SearchScope): SearchScope | null {
  const differing = SCOPE_DIMENSIONS.filter((dimension) => !sameValues(a[dimension], b[dimension]));
  if (differing.length === 0) return a;
  const [dimension] = differing;
  if (differing.length > 1 || !a[dimension!] || !b[dimension!]) return null;
  return { ...a, [dimension!]: [...new Set([...a[dimension!]!, ...b[dimension!]!])].sort() };
}

/**
 * The search's scope, or null when the text is not filter names only. A word matches in any language (as
 * the search's own rule), so each language's reading is taken, and they must agree (`joined`).
 */
export function searchScopeOf(queryWords: ReadonlyMap<Locale, string[]>, names: readonly FilterName[]): SearchScope | null {
  let scope: SearchScope | null = null;
  for (const locale of LOCALES) {
    const reading = scopeIn(
      queryWords.get(locale) ?? [],
      names.filter((name) => name.locale === locale),
    );
    if (!reading) continue;
    if (!scope) scope = reading;
    else {
      scope = joined(scope, reading);
      if (!scope) return null;
    }
  }
  return scope;
}
