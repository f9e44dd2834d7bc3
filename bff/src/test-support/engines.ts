import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createApp } from '../app';
import { loadConfig, type AppConfig } from '../app-config';
import { openDatabase, type AppDatabase, type Engine } from '../db';
import { openReadyDatabase } from '../ready-database';
import { bffPackageDir } from '../paths';
import { readyTemplateFile } from './ready-template';

/**
 * Runs a suite against a real database: PostgreSQL in a fresh schema when it answers, otherwise embedded
 * PGlite in memory; suites where the two engines differ name both (BOTH_ENGINES). Why one engine by
 * default: docs/adr-013-test-engines.md. TEST_ENGINES=both runs every suite on both.
 * PostgreSQL named but missing → a loud warning and skipped tests; REQUIRE_POSTGRES=1 → a failing test instead.
 */

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REQUIRE_POSTGRES = process.env.REQUIRE_POSTGRES === '1';

/** Jest defines tests synchronously, so reachability is probed once, synchronously, in a child node. */
function probePostgres(): { reachable: true } | { reachable: false; reason: string } {
  const script =
    "const {Client}=require('pg');const c=new Client({connectionString:process.argv[1],connectionTimeoutMillis:2000});" +
    "c.connect().then(()=>c.query('select 1')).then(()=>c.end()).then(()=>process.exit(0),e=>{process.stderr.write(String(e&&e.message));process.exit(1)})";
  try {
    execFileSync(process.execPath, ['-e', script, TEST_DATABASE_URL], { cwd: bffPackageDir(), stdio: 'pipe', timeout: 8_000 });
    return { reachable: true };
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return { reachable: false, reason: stderr || String(error) };
  }
}

/** A PGlite cold start takes seconds; loading a brand-size catalogue, about 6 ms a product. */
const OPEN_TIMEOUT_MS = 60_000 + Number(process.env.TEST_CATALOG_PRODUCTS ?? 0) * 10;

let probed: ReturnType<typeof probePostgres> | undefined;
const postgres = () => (probed ??= probePostgres());

/**
 * TEST_CATALOG_PRODUCTS=5000 runs suites on a brand-size catalogue (docs/performance.md#catalogue-size):
 * meant for the floods and fuzzers (`npm run test:large-catalogue`); suites that count the 56 real
 * pieces fail with it, as they should.
 */
const LARGE_CATALOGUE = process.env.TEST_CATALOG_PRODUCTS ? { CATALOG_PRODUCTS: process.env.TEST_CATALOG_PRODUCTS } : {};

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', ...LARGE_CATALOGUE, ...env });
}

export interface EngineContext {
  engine: Engine;
  db: AppDatabase;
  config: AppConfig;
  app: ReturnType<typeof createApp>;
}

async function openEngine(engine: Engine): Promise<{ context: EngineContext; dispose: () => Promise<void> }> {
  if (engine === 'pglite') {
    const config = testConfig();
    const db = await openReadyDatabase(config, undefined, readyTemplateFile(config));
    return { context: { engine, db, config, app: createApp({ config, db }) }, dispose: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const config = testConfig({ DATABASE_URL: TEST_DATABASE_URL });
  // The schema must exist before the pool's search_path points at it.
  const bootstrap = await openReadyDatabaseIn(config, schema);
  return {
    context: { engine, db: bootstrap, config, app: createApp({ config, db: bootstrap }) },
    dispose: async () => {
      try {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(bootstrap.kysely);
      } finally {
        await bootstrap.close();
      }
    },
  };
}

async function openReadyDatabaseIn(config: AppConfig, schema: string): Promise<AppDatabase> {
  const admin = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await sql`create schema ${sql.id(schema)}`.execute(admin.kysely);
  } finally {
    await admin.close();
  }
  return openReadyDatabase(config, schema);
}

/**
 * The suites whose subject is where the engines differ: the data-access layer, the search's extensions,
 * and the money paths and races (PGlite is one connection, so a race there is always serialized; the
 * shop's default engine still runs every money path).
 */
export const BOTH_ENGINES: readonly Engine[] = ['pglite', 'postgres'];

/**
 * The engine of a suite that names none: the production server's when this machine has one (its queries
 * run about twice as fast as PGlite's in WASM), the embedded default otherwise; both with TEST_ENGINES=both.
 */
function suiteEngines(): readonly Engine[] {
  if (process.env.TEST_ENGINES === 'both') return BOTH_ENGINES;
  return REQUIRE_POSTGRES || postgres().reachable ? ['postgres'] : ['pglite'];
}

/**
 * describe() once per engine (by default one: suiteEngines). `body` receives a getter for the engine's
 * context (ready after beforeAll); one database per engine and file, because a PGlite cold start takes seconds.
 */
export function describeWithDatabase(title: string, body: (context: () => EngineContext) => void, engines: readonly Engine[] = suiteEngines()): void {
  for (const engine of engines) {
    if (engine === 'postgres') {
      const probe = postgres();
      if (!probe.reachable) {
        if (REQUIRE_POSTGRES) {
          describe(`${title} [postgres]`, () => {
            it('needs PostgreSQL (REQUIRE_POSTGRES=1)', () => {
              throw new Error(`PostgreSQL at ${TEST_DATABASE_URL} is not reachable: ${probe.reason}`);
            });
          });
        } else {
          console.warn(`\n⚠️  SKIPPED PostgreSQL tests: ${title} — ${TEST_DATABASE_URL} is not reachable (${probe.reason}). Set TEST_DATABASE_URL or REQUIRE_POSTGRES=1.\n`);
          describe.skip(`${title} [postgres]`, () =>
            body(() => {
              throw new Error('skipped');
            }));
        }
        continue;
      }
    }
    describe(`${title} [${engine}]`, () => {
      let opened: Awaited<ReturnType<typeof openEngine>> | undefined;
      beforeAll(async () => {
        opened = await openEngine(engine);
      }, OPEN_TIMEOUT_MS);
      afterAll(async () => {
        await opened?.dispose();
      });
      body(() => {
        if (!opened) throw new Error(`${engine} database did not open`);
        return opened.context;
      });
    });
  }
}
