import type { Kysely } from 'kysely';
import type { Database } from '../db';

/** Every event's key in start order, then key: what the sitemap lists as /events/<key> pages. */
export const eventKeysFrom = (kysely: Kysely<Database>) => async (): Promise<string[]> =>
  (await kysely.selectFrom('events').select('key').orderBy('starts_at').orderBy('key').execute()).map((row) => row.key);
