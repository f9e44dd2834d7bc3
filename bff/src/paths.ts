import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Finds folders by walking up from this file, so the same code works from source (bff/src, under tsx or
 * jest) and from the bundle (bff/dist/main.js).
 */
function findUp(start: string, matches: (dir: string) => boolean): string | null {
  let dir = start;
  for (;;) {
    if (matches(dir)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

const packageName = (dir: string): unknown => {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { name?: string; workspaces?: unknown };
  } catch {
    return undefined;
  }
};

/** bff/ : the folder of this package (holds migrations/). */
export function bffPackageDir(): string {
  const found = findUp(__dirname, (dir) => (packageName(dir) as { name?: string } | undefined)?.name === '@ama/bff');
  if (!found) throw new Error(`Cannot locate the @ama/bff package above ${__dirname}`);
  return found;
}

/** The monorepo root (package.json with workspaces); falls back to the parent of bff/. */
export function repoRootDir(): string {
  const found = findUp(__dirname, (dir) => Array.isArray((packageName(dir) as { workspaces?: unknown } | undefined)?.workspaces));
  return found ?? path.dirname(bffPackageDir());
}

/**
 * Where the migrations are: each module's own `migrations/` folder (bff/src/<module>/migrations), and
 * bff/migrations for the history written before modules kept theirs, whose files each serve several
 * modules (docs/data-model.md#migrations). Found by folder, so a new module's migrations need no line here.
 */
export function migrationsDirs(): string[] {
  const modules = path.join(bffPackageDir(), 'src');
  const ofModules = readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(modules, entry.name, 'migrations')))
    .map((entry) => path.join(modules, entry.name, 'migrations'));
  return [path.join(bffPackageDir(), 'migrations'), ...ofModules.sort()];
}

/**
 * DATA_DIR's value for a throw-away in-memory database. Declared here, below both config and db, so the
 * configuration, which the whole BFF imports, imports no database code.
 */
export const MEMORY = ':memory:';

/**
 * RELEASES_DIR as the BFF and the release commands read it: `.releases/` by default, relative to the
 * repository root. Here, not in releases/, so that config.ts imports nothing above paths.ts.
 */
export const resolveReleasesDir = (repoRoot: string, value?: string): string => path.resolve(repoRoot, value || '.releases');
