import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { MEMORY } from './db';
import { openReadyDatabase } from './ready-database';

// The test suites open their in-memory databases from a dump of a ready one (test-support/ready-template.ts):
// the first open writes it, the next ones start from it and hold the same schema and seed, each its own.
describe('a ready in-memory database kept as a template', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ama-template-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const products = async (db: Awaited<ReturnType<typeof openReadyDatabase>>) => (await sql<{ n: number }>`select count(*)::int as n from products`.execute(db.kysely)).rows[0]!.n;

  it('is written by the first open and loaded by the next, which holds the seed and not what the first wrote later', async () => {
    const template = path.join(dir, 'ready.tar');
    const first = await openReadyDatabase({ dataDir: MEMORY }, undefined, template);
    expect(first.dump?.loaded).toBe(false);
    expect(statSync(template).size).toBeGreaterThan(0);
    const seeded = await products(first);
    expect(seeded).toBe(56);
    await sql`insert into schema_migrations (name) values ('written_after_ready')`.execute(first.kysely);
    await first.close();

    const second = await openReadyDatabase({ dataDir: MEMORY }, undefined, template);
    expect(second.dump?.loaded).toBe(true);
    expect(await products(second)).toBe(seeded);
    const migrations = (await sql<{ name: string }>`select name from schema_migrations`.execute(second.kysely)).rows.map(({ name }) => name);
    expect(migrations.length).toBeGreaterThan(20);
    expect(migrations).not.toContain('written_after_ready');
    await second.close();
  }, 60_000);

  it('opens as usual, migrating and seeding, when the template cannot be written', async () => {
    // A file where its folder should be: the dump cannot be written.
    const blocked = path.join(dir, 'blocked');
    writeFileSync(blocked, '');
    const db = await openReadyDatabase({ dataDir: MEMORY }, undefined, path.join(blocked, 'ready.tar'));
    expect(db.dump?.loaded).toBe(false);
    expect(await products(db)).toBe(56);
    await db.close();
  }, 60_000);
});
