import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { RELEASE_VERSION } from './remote-builds';

/**
 * The release store (RELEASES_DIR, `.releases/` by default): `<folder>/<version>/` holds a remote's
 * whole dist/ (browser build and server build) as it was released, and is never written again. A plain
 * static host can serve the folder as it is (docs/delivery.md).
 */

/** Every file below `dir`, as sorted paths relative to it with '/' separators. */
export function filesOf(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((item) => {
      const relative = prefix ? `${prefix}/${item.name}` : item.name;
      return item.isDirectory() ? filesOf(dir, relative) : [relative];
    })
    .sort();
}

/**
 * The content hash of a build (8 hex digits of a SHA-256 over every file's path and bytes): the same
 * build gives the same release name, so releasing it twice is one release, and different contents can
 * never be stored under an existing name.
 */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    const bytes = readFileSync(path.join(dir, file));
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex').slice(0, 8);
}

/** `<package version>-<content hash>`, e.g. 1.0.0-3f9c2a1b. */
export const releaseVersion = (packageVersion: string, dist: string): string => `${packageVersion}-${contentHash(dist)}`;

export const releaseFolder = (releasesDir: string, folder: string, version: string): string => path.join(releasesDir, folder, version);

/** Whether a release is in the store (a folder with its manifest). */
export const isStored = (releasesDir: string, folder: string, version: string): boolean =>
  RELEASE_VERSION.test(version) && existsSync(path.join(releaseFolder(releasesDir, folder, version), 'mf-manifest.json'));

/** The remote's releases in the store, oldest first. */
export function storedVersions(releasesDir: string, folder: string): string[] {
  const dir = path.join(releasesDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((version) => isStored(releasesDir, folder, version))
    .sort((a, b) => statSync(path.join(dir, a)).mtimeMs - statSync(path.join(dir, b)).mtimeMs);
}

/**
 * Copies `dist` into the store as `<folder>/<version>/`: into a temporary folder first, renamed into
 * place when complete, so a release is either wholly there or not at all. An existing release is left
 * alone (its name is its contents' hash). Returns whether it was copied.
 */
export function storeRelease(releasesDir: string, folder: string, version: string, dist: string): boolean {
  if (!RELEASE_VERSION.test(version)) throw new Error(`"${version}" is not a release version`);
  const target = releaseFolder(releasesDir, folder, version);
  if (existsSync(target)) return false;
  // A dot folder: never served (the BFF's static files ignore dot files) and never listed as a release.
  const temporary = path.join(releasesDir, folder, `.incoming-${version}-${process.pid}`);
  rmSync(temporary, { recursive: true, force: true });
  cpSync(dist, temporary, { recursive: true });
  try {
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    // Another process stored the same release meanwhile: the same contents, nothing lost.
    if (existsSync(target)) return false;
    throw error;
  }
  return true;
}

/** RELEASES_DIR as the BFF and the commands read it (one rule, kept in paths.ts, below the configuration). */
export { resolveReleasesDir } from '../paths';
