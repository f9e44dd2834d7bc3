import { errorBodySchema } from '@ama/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../app';
import { migrate, migrationFiles, openDatabase, type AppDatabase } from '../db';
import { migrationsDirs } from '../paths';
import { clubSignUpBody } from '../test-support/club';
import { describeWithDatabase, testConfig, type EngineContext } from '../test-support/engines';
import { duplicateKey } from './person-key-upgrade';

/**
 * The same person signed up five times by hiding a zero-width space, a joiner or
 * U+0085 in the name, each sign-up a new person key. This file replays that history on an empty database:
 * the schema of the release before the fix (migrations up to 020), rows written as it wrote them, then the
 * new migrations, then the real app.
 */
/** The last migration of the release before the fix: its schema is the one the older rule wrote to. */
const PREVIOUS_RELEASE_LAST_MIGRATION = '020_shared_instances.sql';
const BORN = '1990-05-17';

/** An empty database of the suite's engine: in-memory PGlite, or a throw-away PostgreSQL schema. */
async function openEmpty(context: EngineContext): Promise<{ db: AppDatabase; dispose: () => Promise<void> }> {
  if (context.engine === 'pglite') {
    const db = await openDatabase({ dataDir: ':memory:' });
    return { db, dispose: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await sql`create schema ${sql.id(schema)}`.execute(context.db.kysely);
  const db = await openDatabase({ databaseUrl: context.config.databaseUrl, dataDir: context.config.dataDir, schema });
  return {
    db,
    // Dropped through its own pool: the suite's database may be closed first (jest runs its afterAll before ours).
    dispose: async () => {
      try {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db.kysely);
      } finally {
        await db.close();
      }
    },
  };
}

/** Applies the migrations that existed before this fix, from a copy of them. */
async function migrateToPreviousRelease(db: AppDatabase): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'ama-migrations-'));
  try {
    for (const { name, file } of await migrationFiles(migrationsDirs())) {
      if (name <= PREVIOUS_RELEASE_LAST_MIGRATION) await copyFile(file, path.join(folder, name));
    }
    await migrate(db, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

let registered = Date.parse('2026-01-10T10:00:00Z');
/** A member row as the release before the fix stored it: its own person key, no key version named. */
async function insertAsPreviousRelease(db: AppDatabase, name: string, lastname: string, storedKey: string, birthDate = BORN) {
  const at = new Date((registered += 60_000));
  const row = await db.kysely
    .insertInto('club_members')
    .values({
      email: `legacy.${randomUUID()}@example.com`,
      name,
      lastname,
      person_key: storedKey,
      birth_date: birthDate,
      phone: '+390212345678',
      country: 'IT',
      region_code: '03',
      region: 'Lombardia',
      city: 'Milano',
      province: 'MI',
      zip_code: '20121',
      address: 'Via Montenapoleone 1',
      locale: 'it',
      status: 'pending',
      privacy_accepted_at: at,
      registered_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describeWithDatabase('person keys written by version 1', (context) => {
  let db: AppDatabase;
  let dispose: () => Promise<void>;
  let app: ReturnType<typeof createApp>;
  /** Row ids by a readable label. */
  const rows: Record<string, string> = {};

  beforeAll(async () => {
    ({ db, dispose } = await openEmpty(context()));
    await migrateToPreviousRelease(db);
    // The probe's five sign-ups of one person (keys as the older rule computed them), …
    rows.adaZeroWidthSpace = await insertAsPreviousRelease(db, 'A\u200Bda', 'Lovelace', `a da|lovelace|${BORN}`);
    rows.adaJoiner = await insertAsPreviousRelease(db, 'Ad\u200Da', 'Lovelace', `ad a|lovelace|${BORN}`);
    rows.adaNextLine = await insertAsPreviousRelease(db, 'Ada', 'Love\u0085lace', `ada|love lace|${BORN}`);
    rows.adaFiller = await insertAsPreviousRelease(db, 'Ad\u3164a', 'Lovelace', `ad\u1160a|lovelace|${BORN}`);
    rows.ada = await insertAsPreviousRelease(db, 'Ada', 'Lovelace', `ada|lovelace|${BORN}`);
    // … a person who exists only under hidden-character names, …
    rows.bobZeroWidthSpace = await insertAsPreviousRelease(db, 'B\u200Bob', 'Marley', `b ob|marley|${BORN}`);
    rows.bobJoiner = await insertAsPreviousRelease(db, 'Bo\u200Db', 'Marley', `bo b|marley|${BORN}`);
    // … and ordinary members, with and without accents.
    rows.niccolo = await insertAsPreviousRelease(db, 'Niccolò', 'Lévêque', 'niccolo|leveque|1985-11-02', '1985-11-02');
    rows.grace = await insertAsPreviousRelease(db, 'Grace', 'Hopper', 'grace|hopper|1986-12-09', '1986-12-09');
    await migrate(db, migrationsDirs());
    app = createApp({ config: testConfig({ CLUB_RATE_LIMIT: '100000' }), db });
  }, 60_000);
  afterAll(async () => {
    await dispose?.();
  });

  const signUp = (body: unknown) => request(app).post('/api/club/sign-ups?locale=en').set('Content-Type', 'application/json').send(JSON.stringify(body));
  const stored = async (id: string) => db.kysely.selectFrom('club_members').select(['person_key', 'person_key_version']).where('id', '=', id).executeTakeFirstOrThrow();

  it('migration 021 leaves every existing key to recompute, except names of printable ASCII (same key under both rules)', async () => {
    for (const label of ['adaZeroWidthSpace', 'adaJoiner', 'adaNextLine', 'adaFiller', 'bobZeroWidthSpace', 'bobJoiner', 'niccolo']) {
      expect([label, (await stored(rows[label]!)).person_key_version]).toEqual([label, 1]);
    }
    for (const label of ['ada', 'grace']) expect([label, (await stored(rows[label]!)).person_key_version]).toEqual([label, 2]);
  });

  it('refuses as an existing member a person stored only under names hiding a zero-width space or joiner, even six at once', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => signUp(clubSignUpBody({ name: 'Bob', lastname: 'Marley', birthDate: BORN }))));
    for (const res of answers) {
      expect(res.status).toBe(409);
      expect(errorBodySchema.parse(res.body).error).toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED', fields: { email: 'person_already_registered' } });
    }
  });

  it('has recomputed every older key: the earliest account of a person holds the key, the later ones a duplicate mark', async () => {
    expect(await stored(rows.bobZeroWidthSpace!)).toEqual({ person_key: `bob|marley|${BORN}`, person_key_version: 2 });
    expect(await stored(rows.bobJoiner!)).toEqual({ person_key: duplicateKey(rows.bobJoiner!), person_key_version: 2 });
    // Ada's plain account already held her key; the four hidden-character ones are marked as her duplicates.
    expect(await stored(rows.ada!)).toEqual({ person_key: `ada|lovelace|${BORN}`, person_key_version: 2 });
    for (const label of ['adaZeroWidthSpace', 'adaJoiner', 'adaNextLine', 'adaFiller']) {
      expect(await stored(rows[label]!)).toEqual({ person_key: duplicateKey(rows[label]!), person_key_version: 2 });
    }
    expect(await stored(rows.niccolo!)).toEqual({ person_key: 'niccolo|leveque|1985-11-02', person_key_version: 2 });
    expect((await signUp(clubSignUpBody({ name: 'Ada', lastname: 'Lovelace', birthDate: BORN }))).status).toBe(409);
    expect((await signUp(clubSignUpBody({ name: 'NICCOLO', lastname: 'Leveque', birthDate: '1985-11-02' }))).status).toBe(409);
  });

  it('finds the same person written meanwhile by an instance of the previous release (no key version: recomputed)', async () => {
    const id = await insertAsPreviousRelease(db, 'E\u200Bve', 'Curie', `e ve|curie|${BORN}`);
    expect((await stored(id)).person_key_version).toBe(1);
    const res = await signUp(clubSignUpBody({ name: 'Eve', lastname: 'Curie', birthDate: BORN }));
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body).error.fields).toEqual({ email: 'person_already_registered' });
    expect(await stored(id)).toEqual({ person_key: `eve|curie|${BORN}`, person_key_version: 2 });
  });

  it('refuses a zero-width space, a joiner or U+0085 in a new sign-up’s name, and stores names in NFC under the current key version', async () => {
    for (const name of ['Gr\u200Bace', 'Gra\u200Dce', 'Grace\u0085Ann']) {
      const res = await signUp(clubSignUpBody({ name, lastname: 'Murray', birthDate: BORN }));
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body).error.fields).toEqual({ name: 'control_characters' });
    }
    const body = clubSignUpBody({ name: 'Jose\u0301', lastname: 'Murray', birthDate: BORN });
    expect((await signUp(body)).status).toBe(201);
    const row = await db.kysely.selectFrom('club_members').select(['name', 'person_key', 'person_key_version']).where('email', '=', body.email).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Jos\u00E9', person_key: `jose|murray|${BORN}`, person_key_version: 2 });
  });
});
