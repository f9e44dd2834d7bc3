import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A row of the stems' counts a correction reads (migrations/202612021000_catalog_search_lexemes.sql). */
export interface LexemeCount {
  locale: string;
  lexeme: string;
  documents: number;
  named: number;
}

/** The counts as the database keeps them. */
export const keptLexemeCounts = async (kysely: Kysely<Database>): Promise<LexemeCount[]> =>
  (await sql<LexemeCount>`select locale, lexeme, documents, named from catalog_search_lexemes order by locale, lexeme`.execute(kysely)).rows;

/** The same counts worked out again from the search documents themselves. */
export const recountedLexemes = async (kysely: Kysely<Database>): Promise<LexemeCount[]> =>
  (
    await sql<LexemeCount>`
      select p.locale, x.lexeme, count(*)::int as documents, (count(*) filter (where 'A' = any(x.weights) or 'B' = any(x.weights)))::int as named
        from product_search p, unnest(p.document) as x
       where x.lexeme ~ '[a-z]'
       group by p.locale, x.lexeme
       order by p.locale, x.lexeme`.execute(kysely)
  ).rows;
