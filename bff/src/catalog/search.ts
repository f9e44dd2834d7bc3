import { LOCALES, type Locale } from '@ama/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The catalogue's search in SQL (docs/search.md). Documents and vocabulary are the database's
 * (migrations/202611290720_catalog_search.sql); this file only asks.
 */

const MAX_SEARCH_TERMS = 8;

/** The words of a search text, as many as a search reads. */
export const searchTerms = (q: string | undefined): string[] => (q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_TERMS);

/** The text search configuration of each shop language: accents folded, then the language's stemmer. */
export const SEARCH_CONFIG: Record<Locale, string> = {
  en: 'catalog_search_en',
  it: 'catalog_search_it',
  es: 'catalog_search_es',
  de: 'catalog_search_de',
};

/** A term shorter than this is never corrected: too few letters to say which word was meant. */
const MIN_CORRECTED_LENGTH = 4;
/** How alike (pg_trgm's similarity, 0–1) a catalogue word must be to replace a term the catalogue lacks. */
const MIN_SIMILARITY = 0.4;

/**
 * One term as a query: its stems in the four languages, any of them (a shopper on the English pages
 * who types 'anelli' means rings). A stop word of the page's language ('de' in "anillos de compromiso")
 * asks nothing, though another language may know it as a word.
 */
const termQuery = (term: string, locale: Locale): RawBuilder<unknown> =>
  sql`(case when numnode(plainto_tsquery(${SEARCH_CONFIG[locale]}::regconfig, ${term})) = 0 then ''::tsquery else (${sql.join(
    LOCALES.map((other) => sql`plainto_tsquery(${SEARCH_CONFIG[other]}::regconfig, ${term})`),
    sql` || `,
  )}) end)`;

/** Every term, each in any language: the tsquery a product's document in `locale` must match. */
export const searchQuery = (terms: readonly string[], locale: Locale): RawBuilder<string> =>
  sql<string>`(${sql.join(
    terms.map((term) => termQuery(term, locale)),
    sql` && `,
  )})`;

/** Unaccented lower-case words of the text, as the vocabulary holds them. */
export const plainWords = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * The terms with each one the catalogue does not know replaced by its nearest catalogue word, or null
 * when no term needed it or none had a near word.
 */
export async function correctedTerms(db: Kysely<Database>, terms: readonly string[]): Promise<string[] | null> {
  const corrected = await Promise.all(terms.map((term) => nearestWord(db, term)));
  return corrected.some((word, index) => word !== terms[index]) ? corrected : null;
}

/** The term itself when the catalogue knows it (or it is too short or not one word), else its nearest catalogue word. */
async function nearestWord(db: Kysely<Database>, term: string): Promise<string> {
  const words = plainWords(term);
  const word = words[0];
  if (words.length !== 1 || !word || word.length < MIN_CORRECTED_LENGTH) return term;
  const known = await db.selectFrom('catalog_search_words').select('word').where('word', '=', word).executeTakeFirst();
  if (known) return term;
  const similarity = sql<number>`public.similarity(word, ${word})`;
  const nearest = await db
    .selectFrom('catalog_search_words')
    .select(['word', similarity.as('similarity')])
    .where(sql<boolean>`word OPERATOR(public.%) ${word}`)
    .orderBy(similarity, 'desc')
    .orderBy('word')
    .limit(1)
    .executeTakeFirst();
  return nearest && nearest.similarity >= MIN_SIMILARITY ? nearest.word : term;
}

/** The start of a word in any language: 'soli' → 'solitaire', 'solitario', 'Solitär'. */
const prefixQuery = (word: string): RawBuilder<unknown> =>
  sql`(${sql.join(
    LOCALES.map((locale) => sql`to_tsquery(${SEARCH_CONFIG[locale]}::regconfig, ${`${word}:*`})`),
    sql` || `,
  )})`;

/**
 * Texts to search for while the shopper types `q` (docs/search.md): the categories whose name starts
 * with it, then the names of the best-matching products, the last word read as the start of a word.
 */
export async function findSuggestions(db: Kysely<Database>, locale: Locale, q: string, limit: number): Promise<string[]> {
  // Letters and digits only: what reaches to_tsquery and LIKE below has no operator or wildcard in it.
  const words = plainWords(q);
  const last = words.at(-1);
  if (!last) return [];
  const before = words.slice(0, -1);
  const query = before.length > 0 ? sql`(${searchQuery(before, locale)} && ${prefixQuery(last)})` : prefixQuery(last);
  const [categories, products] = await Promise.all([
    db
      .selectFrom('category_translations as cat')
      .innerJoin('categories as c', 'c.code', 'cat.category_code')
      .select('cat.name')
      .where('cat.locale', '=', locale)
      .where(sql<boolean>`lower(public.unaccent('public.unaccent'::regdictionary, cat.name)) like ${`${words.join(' ')}%`}`)
      .orderBy('c.position')
      .execute(),
    db
      .selectFrom('product_search as ps')
      .innerJoin('product_translations as t', (join) => join.onRef('t.sku', '=', 'ps.sku').onRef('t.locale', '=', 'ps.locale'))
      .innerJoin('products as p', 'p.sku', 'ps.sku')
      .select('t.name')
      .where('ps.locale', '=', locale)
      .where(sql<boolean>`ps.document @@ ${query}`)
      .orderBy(sql`ts_rank(ps.document, ${query})`, 'desc')
      .orderBy('p.suggested_rank')
      .limit(limit)
      .execute(),
  ]);
  return [...new Set([...categories.map((row) => row.name), ...products.map((row) => row.name)])].slice(0, limit);
}
