import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type UnknownRow } from 'kysely';
import pg from 'pg';
import { MEMORY } from '../paths';
import { PGliteDialect } from './pglite-dialect';
import { startPGliteWorker } from './pglite-worker';
import { claimDataDir } from './data-dir-lock';
import type { Database } from './schema';

export type Engine = 'pglite' | 'postgres';

/** The shop's database: one Kysely instance, whichever engine is underneath. */
export interface AppDatabase {
  kysely: Kysely<Database>;
  engine: Engine;
  /** PostgreSQL's connection pool (absent on PGlite): for libraries that speak pg, e.g. the shared rate-limit counters. */
  pool?: pg.Pool;
  /** Throws when the database does not answer (used by /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Embedded in memory only: whether it started from DatabaseOptions.loadFrom, and a dump of it for a later start. */
  dump?: { loaded: boolean; to(file: string): Promise<void> };
}

export interface DatabaseOptions {
  /** postgres://… → PostgreSQL over pg; absent → embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data folder, or ':memory:'. */
  dataDir: string;
  /** PostgreSQL only: work inside this schema (search_path), e.g. a throw-away test schema. */
  schema?: string;
  /** Embedded in memory only: a dump (AppDatabase.dump) to start from when the file is there. */
  loadFrom?: string;
}

export { MEMORY };
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const INT8_OID = 20;

/** A query answered this recently proves the database is up: /readyz need not queue a ping behind it. */
const FRESH_ANSWER_MS = 1_000;

/** Notes when the database last answered a query, whoever asked. */
class LastAnswerPlugin implements KyselyPlugin {
  at = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.at = Date.now();
    return args.result;
  }
}

function wrap(base: Kysely<Database>, engine: Engine, pool?: pg.Pool, release = () => undefined as void, dump?: AppDatabase['dump']): AppDatabase {
  let closed = false;
  const lastAnswer = new LastAnswerPlugin();
  const kysely = base.withPlugin(lastAnswer);
  return {
    kysely,
    engine,
    ...(pool ? { pool } : {}),
    ...(dump ? { dump } : {}),
    async ping() {
      if (closed) throw new Error('The database is closed');
      // Under load (a flood of searches) every query waits its turn on the embedded database's one
      // connection; a fresh answer to any of them says as much about readiness as a ping of our own.
      if (Date.now() - lastAnswer.at < FRESH_ANSWER_MS) return;
      await sql`select 1 as ok`.execute(kysely);
    },
    async close() {
      if (closed) return;
      closed = true;
      await kysely.destroy();
      release();
    },
  };
}

/** Opens embedded PGlite (default) or PostgreSQL; migrations and seed are separate steps. */
export async function openDatabase(options: DatabaseOptions): Promise<AppDatabase> {
  if (options.databaseUrl) {
    if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) throw new Error(`Invalid schema name ${options.schema}`);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      // No JIT: the shop asks short queries, and a brand-size catalogue's estimates pass JIT's cost
      // threshold, so a search of 100 ms paid another 60-150 ms compiling itself (docs/search.md#speed).
      // A random page read costs what a sequential one nearly does (the catalogue's pages are in memory):
      // with the default cost the planner read all 50,000 search documents for a word that 3,500 hold.
      options: ['-c jit=off', '-c random_page_cost=1.1', ...(options.schema ? [`-c search_path=${options.schema}`] : [])].join(' '),
      // bigint (count(*)) as a JS number, as PGlite returns it: the shop's counts stay far below 2^53.
      types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser },
    });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    // Nor may a checked-out one (the pool listens only to idle clients): a client that loses its server
    // between two queries of a request emits 'error' with no listener, which would end the worker. The
    // request's next query rejects, and the request answers 503 as any other outage.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return wrap(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), 'postgres', pool);
  }
  const inMemory = options.dataDir === MEMORY;
  let dataDir: string | undefined;
  let release = () => undefined as void;
  if (!inMemory) {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    release = claimDataDir(options.dataDir);
  }
  try {
    const pglite = await startPGliteWorker(dataDir, inMemory ? options.loadFrom : undefined);
    const dump = inMemory ? { loaded: pglite.loadedFromDump, to: (file: string) => pglite.dumpTo(file) } : undefined;
    return wrap(new Kysely<Database>({ dialect: new PGliteDialect(pglite) }), 'pglite', undefined, release, dump);
  } catch (error) {
    release();
    throw error;
  }
}
