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

/** One word of a search as each language's dictionary stems it (none: a stop word of that language). */
export type TermStems = Record<Locale, string[]>;

/** Each of the search's words as each language stems it, in the order typed. */
export async function findTermStems(db: Kysely<Database>, terms: readonly string[]): Promise<TermStems[]> {
  if (terms.length === 0) return [];
  const { rows } = await sql<{ position: number; locale: Locale; stems: string[] }>`
    select t.position::int as position, l.locale, tsvector_to_array(to_tsvector(catalog_search_config(l.locale), t.term)) as stems
      from unnest(array[${sql.join(terms)}]::text[]) with ordinality as t(term, position),
           unnest(array[${sql.join(LOCALES)}]::text[]) as l(locale)`.execute(db);
  const stems = terms.map(() => Object.fromEntries(LOCALES.map((locale) => [locale, [] as string[]])) as TermStems);
  for (const row of rows) stems[row.position - 1]![row.locale] = row.stems;
  return stems;
}

/** The filter values a word names: in some language, a name of that language holds the word's stems. */
const valuesNamedBy = (term: TermStems, names: readonly FilterName[]) =>
  names.filter((name) => term[name.locale].length > 0 && term[name.locale].every((stem) => name.words.includes(stem)));

/**
 * The scope a search's words name, or null when they are not filter names only. As in the text search,
 * a word matches in any language and a stop word of the page's language asks nothing. Every other word
 * must name values of one kind only, and each kind keeps the values that every one of its words names:
 * "ring" names Rings and Engagement rings, as the text search found; "white gold" names white gold only;
 * "Roségold Ringe" is rose gold (German) in both ring categories (English reads "Ringe" as "ring").
 */
export function searchScopeOf(terms: readonly TermStems[], names: readonly FilterName[], pageLocale: Locale): SearchScope | null {
  const asked = terms.filter((term) => term[pageLocale].length > 0);
  if (asked.length === 0) return null;
  const kept: Partial<Record<ScopeDimension, Set<string>>> = {};
  for (const term of asked) {
    const named = valuesNamedBy(term, names);
    const dimensions = [...new Set(named.map((name) => name.dimension))];
    const dimension = dimensions[0];
    if (dimension === undefined || dimensions.length > 1) return null;
    const codes = new Set(named.map((name) => name.code));
    const before = kept[dimension];
    kept[dimension] = before ? new Set([...before].filter((code) => codes.has(code))) : codes;
    if (kept[dimension].size === 0) return null;
  }
  return Object.fromEntries(Object.entries(kept).map(([dimension, codes]) => [dimension, [...codes].sort()])) as SearchScope;
}
