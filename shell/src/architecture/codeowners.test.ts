/**
 * Ownership on record (.github/CODEOWNERS): every remote and every business module of the BFF has its
 * team, and no line names a path that is gone (a renamed folder would otherwise fall back to the
 * platform team without anyone noticing).
 *
 * Nothing here is listed by hand. The remotes are the `mfe-*` workspaces of the root package.json; the
 * BFF's business modules are those of its module map (bff/src/architecture/module-map.ts, which
 * module-boundaries.test.ts keeps complete: every folder of bff/src is in it). So a new remote, or a new
 * business module, fails here until CODEOWNERS names its team.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');
const rules = readFileSync(path.join(root, '.github', 'CODEOWNERS'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))
  .map((line) => {
    const [pattern, ...owners] = line.split(/\s+/);
    return { pattern: pattern!, owners };
  });

/** The remotes: the root package.json's `mfe-*` workspaces. */
const REMOTES = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.filter((workspace) => workspace.startsWith('mfe-'));

/**
 * The BFF's business modules, from its module map. Required at run time, not imported: a relative import
 * would reach into another workspace's sources, which the architecture test forbids; the map holds only
 * data (its one import is a type).
 */
const BUSINESS_MODULES = (require(path.join(root, 'bff', 'src', 'architecture', 'module-map')) as { BFF_MODULES: { business: readonly string[] } }).BFF_MODULES.business;

/** The owners of a folder: the last rule naming it (or the catch-all), as GitHub reads the file. */
const ownersOf = (folder: string) => [...rules].reverse().find(({ pattern }) => pattern === `/${folder}/` || pattern === '*')?.owners ?? [];

/** The platform team: the catch-all's owner, and the shell's. */
const platform = ownersOf('shell');

/**
 * A rule's path exists; a file glob (`/e2e/backoffice*.spec.ts`) claims the files a team adds there, so
 * its folder must exist (it may match no file yet).
 */
const named = (pattern: string) => (pattern.includes('*') ? path.dirname(pattern) : pattern);

test('every rule names a path that exists and has an owner', () => {
  const broken = rules.filter(({ pattern, owners }) => owners.length === 0 || (pattern !== '*' && !existsSync(path.join(root, named(pattern)))));
  expect(broken).toEqual([]);
});

test('the lists are read, not empty: the remotes from package.json, the business modules from the module map', () => {
  expect(REMOTES.length).toBeGreaterThan(0);
  expect(BUSINESS_MODULES.length).toBeGreaterThan(0);
  expect(REMOTES.filter((remote) => !existsSync(path.join(root, remote, 'package.json')))).toEqual([]);
  expect(BUSINESS_MODULES.filter((module) => !existsSync(path.join(root, 'bff', 'src', module, 'index.ts')))).toEqual([]);
});

test.each(REMOTES)('%s belongs to its own team, not the platform team', (remote) => {
  expect(ownersOf(remote)).not.toEqual(platform);
  expect(ownersOf(remote)).toHaveLength(1);
});

test.each(BUSINESS_MODULES)('bff/src/%s belongs to the team of a remote, not the platform team', (module) => {
  const owners = ownersOf(`bff/src/${module}`);
  expect(owners).not.toEqual(platform);
  expect(owners).toHaveLength(1);
  expect(REMOTES.map(ownersOf)).toContainEqual(owners);
});
