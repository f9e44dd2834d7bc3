import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { PGliteLike } from './pglite-worker';

/**
 * A Kysely dialect over embedded PGlite (running in a worker thread, see pglite-worker.ts), in ~60 lines,
 * instead of the kysely-pglite package (which pulls an older Kysely and kysely-codegen). PGlite is one
 * connection: a small lock hands it to one Kysely "connection" at a time, so a transaction's statements
 * never interleave with another request's.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGliteLike) {}

  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;

  constructor(private readonly pglite: PGliteLike) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    // The worker reports ready before the dialect is built.
  }

  /** Waits for the previous holder to release, then hands out the single connection. */
  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    this.connection.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const mode = [settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode].filter(Boolean).join(' ');
    await connection.executeQuery(CompiledQuery.raw(mode ? `start transaction ${mode}` : 'begin'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(): Promise<void> {
    this.connection.release();
  }
  async destroy(): Promise<void> {
    await this.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  release: () => void = () => undefined;

  constructor(private readonly pglite: PGliteLike) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // A parameterless script (a migration file) may hold several statements: PGlite runs those with exec().
    if (compiledQuery.parameters.length === 0) {
      const result = await this.pglite.exec<R>(compiledQuery.sql);
      return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) };
    }
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) };
  }

  // Streaming is not needed by the shop; Kysely only calls it for .stream().
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGliteDialect does not support streaming');
  }
}
