import { LOCALES, type Locale } from '@ama/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { distance } from 'fastest-levenshtein';

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

/**
 * One term as a query: its stems in the four languages, any of them (a shopper on the English pages
 * who types 'anelli' means rings). A stop word of the page's language ('de' in "anillos de compromiso")
 * asks nothing, though another language may know it as a word.
 */
const termQuery = (term: string, locale: Locale): RawBuilder<unknown> =>
  inEveryLanguage(term, locale, sql`''::tsquery`, (config) => sql`plainto_tsquery(${config}::regconfig, ${term})`);

/**
 * `each` language's part of a term, any of them (` || `: a tsquery's "or", an array's concatenation), or
 * `none` when the page's language reads the term as a stop word.
 */
const inEveryLanguage = (term: string | RawBuilder<unknown>, locale: Locale, none: RawBuilder<unknown>, each: (config: string) => RawBuilder<unknown>): RawBuilder<unknown> =>
  sql`(case when numnode(plainto_tsquery(${SEARCH_CONFIG[locale]}::regconfig, ${term})) = 0 then ${none} else (${sql.join(
    LOCALES.map((other) => each(SEARCH_CONFIG[other])),
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

/** How many of the most alike catalogue words (pg_trgm's `%`, similarity at least 0.3) are weighed for a term the catalogue lacks. */
const NEAR_CANDIDATES = 20;

/**
 * The terms with each one the catalogue does not know replaced by its nearest catalogue word that the
 * documents of `locale` hold, or null when no term needed it or none had such a word.
 */
export async function correctedTerms(db: Kysely<Database>, terms: readonly string[], locale: Locale): Promise<string[] | null> {
  // One statement for the words the catalogue knows: most searches are made of them only, and end here.
  const words = terms.map(correctableWord);
  const asked = [...new Set(words.filter((word): word is string => word !== undefined))];
  if (asked.length === 0) return null;
  const known = new Set((await db.selectFrom('catalog_search_words').select('word').where('word', 'in', asked).execute()).map((row) => row.word));
  if (asked.every((word) => known.has(word))) return null;
  const corrected = await Promise.all(
    terms.map(async (term, index) => {
      const word = words[index];
      return word === undefined || known.has(word) ? term : ((await nearestWord(db, word, locale)) ?? term);
    }),
  );
  return corrected.some((word, index) => word !== terms[index]) ? corrected : null;
}

/** The term as a vocabulary word, unless it is too short or not one word: such a term is never corrected. */
function correctableWord(term: string): string | undefined {
  const words = plainWords(term);
  return words.length === 1 && words[0]!.length >= MIN_CORRECTED_LENGTH ? words[0] : undefined;
}

interface NearWord {
  word: string;
  similarity: number;
  /** Some piece of the page's language holds it in its names (weights A and B), not only in its description. */
  named: boolean;
}

/**
 * The stems of a word in the four languages, as a term of it is searched (termQuery), unless the page's
 * language reads it as a stop word: then it asks nothing, and finds nothing.
 */
const termLexemes = (word: RawBuilder<unknown>, locale: Locale): RawBuilder<unknown> =>
  inEveryLanguage(word, locale, sql`'{}'::text[]`, (config) => sql`tsvector_to_array(to_tsvector(${config}::regconfig, ${word}))`);

/**
 * The catalogue word the shopper most likely meant by a word it does not know (none when no word is
 * near enough), among the most alike by trigrams that find a piece on the page's language. The
 * vocabulary holds every language's words: the nearest to "diamand" by trigrams is German "diamant",
 * which no English document holds. The fewest letters to change first ("neckless" is "necklace", not
 * "neck"; "rigs" is "rings", not "rigid"), then a word of the pieces' names before one of their
 * descriptions only. Whether a language's documents hold a word, and in names, is read from their
 * lexemes' counts (migrations/202612021000_catalog_search_lexemes.sql), one row per stem, whatever the
 * catalogue's size.
 */
async function nearestWord(db: Kysely<Database>, word: string, locale: Locale): Promise<string | undefined> {
  // Each candidate's stems are worked out once (a materialized CTE: inlined, they were worked out again
  // for every count row the probe read) and probe the counts by their key.
  const { rows } = await sql<NearWord & { found: boolean }>`
    with w as materialized (
      select c.word, c.similarity, ${termLexemes(sql.ref('c.word'), locale)} as stems
        from (select word, public.similarity(word, ${word}) as similarity
                from catalog_search_words
               where word OPERATOR(public.%) ${word}
               order by similarity desc, word
               limit ${NEAR_CANDIDATES}) as c)
    select w.word, w.similarity, held.found, held.named
      from w
     cross join lateral (
       select count(*) > 0 as found, coalesce(bool_or(l.named > 0), false) as named
         from catalog_search_lexemes as l
        where l.locale = ${locale} and l.lexeme = any (w.stems)) as held`.execute(db);
  const changes = (near: NearWord) => distance(word, near.word);
  const likeliest = rows
    .filter((near) => near.found && changes(near) <= maxChanges(word) && Math.abs(near.word.length - word.length) <= MAX_LENGTH_CHANGE)
    .sort((a, b) => changes(a) - changes(b) || Number(b.named) - Number(a.named) || b.similarity - a.similarity || a.word.localeCompare(b.word))[0];
  return likeliest?.word;
}

/** The most letters a near spelling may change, insert or drop: a slip or two, more in a long word. */
const maxChanges = (word: string) => Math.max(2, Math.ceil(word.length * 0.4));

/**
 * A slip drops or doubles a letter or two; it does not lose half a word: German "collectio" is not
 * Italian "collo" (four letters fewer), though 40 % of nine letters would allow it.
 */
const MAX_LENGTH_CHANGE = 2;

/**
 * Whether the terms find a piece in the documents of `locale` (`found`), and whether one of them holds
 * every term in its names (`named`: its name, collection, category, shape, gold colours or keywords, the
 * ranking's weights A and B) rather than only in its description or another language's names.
 */
export async function searchMatches(db: Kysely<Database>, terms: readonly string[], locale: Locale): Promise<{ found: boolean; named: boolean }> {
  const query = searchQuery(terms, locale);
  const matches = sql`product_search as p where p.locale = ${locale} and p.document @@ ${query}`;
  const { rows } = await sql<{ found: boolean; named: boolean }>`
    select exists (select 1 from ${matches}) as found, exists (select 1 from ${matches} and p.ranking @@ ${query}) as named`.execute(db);
  return rows[0] ?? { found: false, named: false };
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
