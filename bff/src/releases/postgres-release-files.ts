import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db';
import { filesOf, isStored, storeRelease } from './release-store';

/**
 * A release's files in PostgreSQL (migration 202611290310_releases_files.sql): written by the release
 * commands before the switch, fetched by an instance that does not have them into its own RELEASES_DIR.
 * Content-addressed, so a file two releases share is stored once.
 */

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Whether the database holds this release (all of it: a release's rows are written in one transaction). */
export async function hasReleaseFiles(db: Kysely<Database>, folder: string, version: string): Promise<boolean> {
  const { rows } = await sql<{ found: number }>`select 1 as found from release_files where folder = ${folder} and version = ${version} limit 1`.execute(db);
  return rows.length > 0;
}

/** Writes a stored release's files into the database, once (a release is immutable: written again, nothing changes). */
export async function uploadReleaseFiles(db: Kysely<Database>, folder: string, version: string, dir: string): Promise<void> {
  if (await hasReleaseFiles(db, folder, version)) return;
  await db.transaction().execute(async (trx) => {
    for (const file of filesOf(dir)) {
      const bytes = readFileSync(path.join(dir, file));
      const hash = sha256(bytes);
      await sql`insert into release_blobs (sha256, bytes) values (${hash}, ${bytes}) on conflict (sha256) do nothing`.execute(trx);
      await sql`insert into release_files (folder, version, path, sha256) values (${folder}, ${version}, ${file}, ${hash}) on conflict do nothing`.execute(trx);
    }
  });
}

const SAFE_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._/@-]+$/;

/**
 * Puts a release the database holds into `releasesDir` when it is not there yet (a folder written whole
 * and renamed into place, like a release). Returns whether the release is in `releasesDir` afterwards.
 * Every file's bytes are checked against their hash, and every path must stay inside the release.
 */
export async function fetchReleaseFiles(db: Kysely<Database>, releasesDir: string, folder: string, version: string): Promise<boolean> {
  if (isStored(releasesDir, folder, version)) return true;
  const { rows } = await sql<{ path: string; sha256: string; bytes: Buffer }>`
    select f.path, f.sha256, b.bytes from release_files f join release_blobs b on b.sha256 = f.sha256
    where f.folder = ${folder} and f.version = ${version} order by f.path`.execute(db);
  if (rows.length === 0) return false;
  const incoming = path.join(releasesDir, folder, `.fetching-${version}-${process.pid}-${Date.now()}`);
  try {
    for (const row of rows) {
      const bytes = Buffer.from(row.bytes);
      if (!SAFE_PATH.test(row.path) || sha256(bytes) !== row.sha256) throw new Error(`${folder} ${version}: ${row.path} is not what the release stored`);
      mkdirSync(path.dirname(path.join(incoming, row.path)), { recursive: true });
      writeFileSync(path.join(incoming, row.path), bytes);
    }
    storeRelease(releasesDir, folder, version, incoming);
  } finally {
    rmSync(incoming, { recursive: true, force: true });
  }
  return isStored(releasesDir, folder, version);
}
