/**
 * Ownership on record (.github/CODEOWNERS): every remote and every business module of the BFF has its
 * team, and no line names a path that is gone (a renamed folder would otherwise fall back to the
 * platform team without anyone noticing).
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

/** The owners of a folder: the last rule naming it (or the catch-all), as GitHub reads the file. */
const ownersOf = (folder: string) => [...rules].reverse().find(({ pattern }) => pattern === `/${folder}/` || pattern === '*')?.owners ?? [];

/**
 * A rule's path exists; a file glob (`/e2e/backoffice*.spec.ts`) claims the files a team adds there, so
 * its folder must exist (it may match no file yet).
 */
const named = (pattern: string) => (pattern.includes('*') ? path.dirname(pattern) : pattern);

test('every rule names a path that exists and has an owner', () => {
  const broken = rules.filter(({ pattern, owners }) => owners.length === 0 || (pattern !== '*' && !existsSync(path.join(root, named(pattern)))));
  expect(broken).toEqual([]);
});

test.each(['mfe-catalog', 'mfe-cart-checkout', 'mfe-club', 'mfe-events', 'mfe-content', 'mfe-backoffice'])('%s belongs to its own team, not the platform team', (remote) => {
  expect(ownersOf(remote)).not.toEqual(ownersOf('shell'));
  expect(ownersOf(remote)).toHaveLength(1);
});

test.each(['catalog', 'wishlist', 'cart', 'orders', 'payment', 'visitor', 'club', 'newsletter', 'events', 'appointments', 'stores', 'backoffice'])(
  'bff/src/%s belongs to the team of the remote it serves',
  (module) => {
    expect(ownersOf(`bff/src/${module}`)).not.toEqual(ownersOf('shell'));
  },
);
