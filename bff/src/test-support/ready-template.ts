import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../app-config';
import { bffPackageDir, repoRootDir } from '../paths';

/**
 * The file of a migrated and seeded in-memory database that the test suites load instead of migrating
 * and seeding again (openReadyDatabase's `template`): a run opens about a hundred of them, and a load
 * takes one second where the migrations and seed took three. Its name holds a digest of everything that
 * shapes that database — the migrations, the BFF's and the contracts' source, PGlite's version, the
 * seed settings — so any change to them makes a new one; the first open of a run writes it.
 */
export function readyTemplateFile(config: Pick<AppConfig, 'catalogProducts' | 'seedDiscountCodes'>): string {
  const cache = path.join(repoRootDir(), 'node_modules', '.cache', 'ama-pglite');
  const name = `ready-${sourceDigest()}-${config.catalogProducts ?? 'seed'}-${config.seedDiscountCodes ? 'codes' : 'nocodes'}.tar`;
  pruneOthers(cache, name);
  return path.join(cache, name);
}

let digest: string | undefined;

function sourceDigest(): string {
  if (digest) return digest;
  const hash = createHash('sha256');
  const root = repoRootDir();
  // The package exports no package.json: it is two folders above its entry (dist/index.cjs).
  hash.update(readFileSync(path.resolve(require.resolve('@electric-sql/pglite', { paths: [bffPackageDir()] }), '..', '..', 'package.json')));
  for (const dir of [path.join(bffPackageDir(), 'migrations'), path.join(bffPackageDir(), 'src'), path.join(root, 'contracts', 'src')]) {
    for (const file of sourceFiles(dir)) hash.update(file).update(readFileSync(file));
  }
  return (digest = hash.digest('hex').slice(0, 16));
}

/** The files under `dir` that the shop runs (tests left out: editing one changes no database), sorted. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|json|sql)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A developer's edits leave one dump per edit: the older ones go when a new name is first asked for. */
function pruneOthers(cache: string, keep: string): void {
  let names: string[];
  try {
    names = readdirSync(cache);
  } catch {
    return;
  }
  const prefix = keep.slice(0, keep.indexOf('-', 'ready-'.length) + 1);
  const stale = names.filter((name) => name.startsWith('ready-') && name.endsWith('.tar') && !name.startsWith(prefix));
  for (const name of stale) rmSync(path.join(cache, name), { force: true });
}
