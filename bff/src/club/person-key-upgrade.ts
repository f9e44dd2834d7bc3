import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PERSON_KEY_VERSION, personKey } from './person-key';

/** Serialises recomputes started by several requests or instances at once (migrations use 4_207_001). */
const UPGRADE_LOCK_KEY = 4_207_024;
/** PostgreSQL's unique_violation: a sign-up of the new rule took a key between our check and our write. */
const UNIQUE_VIOLATION = '23505';
/** Ids per UPDATE … WHERE id IN (…): far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1_000;

/**
 * The key a row keeps when its person already holds the key under another account: such rows exist only
 * because the older rule let one person sign up again. Unique, and never a person's key (those
 * are 'name|lastname|date' or 'sha256:…'), so it neither blocks nor matches a future sign-up.
 */
export const duplicateKey = (memberId: string) => `duplicate:${memberId}`;

type Trx = Kysely<Database>;

/** Recomputes, under the lock, the keys written by an older personKey; answers how many keys changed. */
async function recompute(trx: Trx): Promise<number> {
  await sql`select pg_advisory_xact_lock(${UPGRADE_LOCK_KEY})`.execute(trx);
  const rows = await trx
    .selectFrom('club_members')
    .select(['id', 'name', 'lastname', 'person_key', sql<string>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_day')])
    .where('person_key_version', '<', PERSON_KEY_VERSION)
    .orderBy('registered_at')
    .orderBy('id')
    .execute();
  const moving = rows.map((row) => ({ ...row, key: personKey(row.name, row.lastname, row.birth_day) })).filter((row) => row.key !== row.person_key);
  // Every moving row leaves its old key first: one row's old key may be another's new key.
  for (const row of moving)
    await trx
      .updateTable('club_members')
      .set({ person_key: duplicateKey(row.id) })
      .where('id', '=', row.id)
      .execute();
  // Then the earliest registration of a person takes the key; a later one of the same person keeps the duplicate mark.
  for (const row of moving) {
    const holder = await trx.selectFrom('club_members').select('id').where('person_key', '=', row.key).executeTakeFirst();
    if (!holder) await trx.updateTable('club_members').set({ person_key: row.key }).where('id', '=', row.id).execute();
  }
  // Only the rows read above: one written meanwhile by an older instance is left for the next call.
  for (let start = 0; start < rows.length; start += CHUNK) {
    const ids = rows.slice(start, start + CHUNK).map((row) => row.id);
    await trx.updateTable('club_members').set({ person_key_version: PERSON_KEY_VERSION }).where('id', 'in', ids).execute();
  }
  return moving.length;
}

/**
 * Brings every stored person key to the current rule (PERSON_KEY_VERSION), so that a sign-up compares
 * like with like: the same person stored under an older key is still found. Called before each sign-up's
 * check; when nothing is left to do (nearly always) it costs one indexed read and takes no lock.
 */
export async function upgradePersonKeys(db: Kysely<Database>): Promise<number> {
  const versioned = db;
  const pending = await versioned.selectFrom('club_members').select('id').where('person_key_version', '<', PERSON_KEY_VERSION).limit(1).executeTakeFirst();
  if (!pending) return 0;
  try {
    return await versioned.transaction().execute(recompute);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== UNIQUE_VIOLATION) throw error;
    // A concurrent sign-up committed a key we were about to give: the second pass sees it as the holder.
    return versioned.transaction().execute(recompute);
  }
}
