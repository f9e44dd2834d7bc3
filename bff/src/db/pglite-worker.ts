import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { bffPackageDir } from '../paths';

/** The part of PGlite the dialect uses. */
export interface PGliteLike {
  query<R>(sql: string, params: readonly unknown[]): Promise<{ rows: R[]; affectedRows: number }>;
  exec<R>(sql: string): Promise<{ rows: R[]; affectedRows: number }>;
  close(): Promise<void>;
}

/** PGlite in its worker thread, with what a caller may do beside queries. */
export interface PGliteWorker extends PGliteLike {
  /** It started from the dump `loadFrom` named (not from a new cluster). */
  loadedFromDump: boolean;
  /** Writes the whole database to `file` (written aside, then renamed), for a later start to load. */
  dumpTo(file: string): Promise<void>;
}

/**
 * Runs in a worker thread: PGlite, with its WASM Postgres, lives there. Two reasons: a long query never
 * blocks the HTTP event loop, and PGlite's CommonJS build (which loads Node built-ins with dynamic
 * import()) runs in plain Node even when the caller is inside Jest's module sandbox.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const fs = require('node:fs');
const path = require('node:path');
const requireHere = createRequire(workerData.resolveFrom);
const { PGlite } = requireHere('@electric-sql/pglite');
// The catalogue's search (docs/search.md) folds accents and matches near spellings with these two contrib
// extensions; PGlite loads an extension's code only when it is named here.
const extensions = {
  unaccent: requireHere('@electric-sql/pglite/contrib/unaccent').unaccent,
  pg_trgm: requireHere('@electric-sql/pglite/contrib/pg_trgm').pg_trgm,
};

// A new in-memory database spends most of its start (3-4 s of 4-5) in initdb. That cluster is the same
// for every start of one PGlite version, so the first start keeps it under node_modules/.cache and the
// next ones load it (about 1 s). Migrations and seed still run on it as on any new database.
function templateFile() {
  const packageDir = path.resolve(requireHere.resolve('@electric-sql/pglite'), '..', '..');
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return path.resolve(packageDir, '..', '..', '.cache', 'ama-pglite', 'initdb-' + version + '.tar');
}

async function writeDump(db, file) {
  const dump = await db.dumpDataDir('none');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed: a start reading it meanwhile sees the whole file or none.
  const partial = file + '.' + process.pid + '-' + require('node:worker_threads').threadId + '.partial';
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
}

async function keepTemplate(db, file) {
  try {
    await writeDump(db, file);
  } catch {
    // No cache (read-only folder, full disk): the next start runs initdb again, nothing else changes.
  }
}

/** A start from a kept dump (a caller's, or the initdb cluster): null when there is none or it is damaged. */
async function openDump(file) {
  if (!file || !fs.existsSync(file)) return null;
  try {
    return await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(file)]), extensions });
  } catch {
    return null;
  }
}

let loaded = false;
async function open() {
  if (workerData.dataDir) return PGlite.create({ dataDir: workerData.dataDir, extensions });
  const dump = await openDump(workerData.loadFrom);
  if (dump) {
    loaded = true;
    return dump;
  }
  const file = templateFile();
  // No cluster kept, or a damaged one: start from initdb and keep it (again).
  const cluster = await openDump(file);
  if (cluster) return cluster;
  const db = await PGlite.create({ extensions });
  await keepTemplate(db, file);
  return db;
}
const started = open();
const fail = (error) => {
  const e = error || {};
  return { message: String(e.message || e), code: e.code, detail: e.detail, constraint: e.constraint, table: e.table, column: e.column, severity: e.severity };
};
started.then(() => parentPort.postMessage({ ready: true, loaded }), (error) => parentPort.postMessage({ ready: false, error: fail(error) }));
parentPort.on('message', async ({ id, op, sql, params, file }) => {
  try {
    const db = await started;
    let result = null;
    if (op === 'query') {
      const r = await db.query(sql, params);
      result = { rows: r.rows, affectedRows: r.affectedRows || 0 };
    } else if (op === 'exec') {
      const all = await db.exec(sql);
      const last = all[all.length - 1];
      result = { rows: last ? last.rows : [], affectedRows: (last && last.affectedRows) || 0 };
    } else if (op === 'dump') {
      await writeDump(db, file);
    } else if (op === 'close') {
      if (!db.closed) await db.close();
    }
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: fail(error) });
  }
});
`;

interface WorkerError {
  message: string;
  code?: string;
  [field: string]: unknown;
}
type Reply = { id: number; result?: { rows: unknown[]; affectedRows: number } | null; error?: WorkerError };

const toError = (failure: WorkerError) => Object.assign(new Error(failure.message), failure);

/**
 * Starts PGlite in a worker thread; resolves once the database is open (initdb done for a new folder).
 * In memory, `loadFrom` names a dump (dumpTo) to start from when it is there.
 */
export async function startPGliteWorker(dataDir: string | undefined, loadFrom?: string): Promise<PGliteWorker> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { dataDir, loadFrom, resolveFrom: path.join(bffPackageDir(), 'package.json') },
  });
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let broken: Error | undefined;

  const failAll = (error: Error) => {
    broken = error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`PGlite worker stopped (exit code ${code})`)));

  const loadedFromDump = await new Promise<boolean>((resolve, reject) => {
    const onMessage = (message: { ready?: boolean; loaded?: boolean; error?: WorkerError }) => {
      if (message.ready === undefined) return;
      worker.off('message', onMessage);
      if (message.ready) resolve(message.loaded === true);
      else reject(toError(message.error ?? { message: 'PGlite failed to start' }));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
  worker.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    waiter.resolve(reply);
  });

  const call = (op: 'query' | 'exec' | 'dump' | 'close', sql?: string, params?: readonly unknown[], file?: string) =>
    new Promise<Reply>((resolve, reject) => {
      if (broken) return reject(broken);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, sql, params, file });
    }).then((reply) => {
      if (reply.error) throw toError(reply.error);
      return reply.result ?? { rows: [], affectedRows: 0 };
    });

  let closed = false;
  return {
    query: (sql, params) => call('query', sql, params) as never,
    exec: (sql) => call('exec', sql) as never,
    loadedFromDump,
    dumpTo: async (file) => {
      await call('dump', undefined, undefined, file);
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (!broken) await call('close');
      } finally {
        worker.removeAllListeners('exit');
        await worker.terminate();
      }
    },
  };
}
