import { sql } from 'kysely';
import { MEMORY, openDatabase } from './open';

// /readyz asks `ping`: a database that just answered any query is ready without a ping queued behind
// the others (a search flood on PGlite's one connection), and a closed one never is.
test('ping answers at once after a recent answer, and refuses once the database is closed', async () => {
  const database = await openDatabase({ dataDir: MEMORY });
  await sql`select 1`.execute(database.kysely);
  // A long query holds PGlite's only connection; a fresh answer means ping does not wait for it.
  const slow = sql`select pg_sleep(0.5)`.execute(database.kysely);
  const first = await Promise.race([database.ping().then(() => 'ping'), slow.then(() => 'slow query')]);
  expect(first).toBe('ping');
  await slow;
  await database.close();
  await expect(database.ping()).rejects.toThrow('closed');
  // Opening a database runs every migration: seconds on a busy machine, like the other database tests.
}, 30_000);
