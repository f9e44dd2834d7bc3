/**
 * The layout rules of DESIGN.md §1/§8, checked on the sources: the dependency direction, no remote
 * importing another remote, react-router only through @ama/platform, and the same skeleton everywhere.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, ROUTE_PATTERNS, SHELL_ROUTES } from '@ama/contracts';

const root = path.resolve(__dirname, '..', '..', '..');
const REMOTES = ['mfe-catalog', 'mfe-cart-checkout', 'mfe-club', 'mfe-events', 'mfe-content'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  // Tolerates a magic comment inside import( ) such as /* webpackChunkName: "x" */.
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*(?:\/\*[^*]*\*\/\s*)?|require\(\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

function importsIn(workspace: string) {
  return sources(path.join(root, workspace, 'src')).flatMap((file) =>
    importsOf(file).map((specifier) => ({ file: path.relative(root, file), specifier })),
  );
}

const ALLOWED: Record<string, string[]> = {
  contracts: [],
  'shared-ui': [],
  platform: ['@ama/contracts'],
  // The shell lazy-loads the design system's catalogue (its /dev/ui page), which the package keeps out of
  // its main entry on purpose.
  shell: ['@ama/platform', '@ama/shared-ui', '@ama/shared-ui/src/catalogue', '@ama/contracts'],
  bff: ['@ama/contracts'],
  ...Object.fromEntries(REMOTES.map((remote) => [remote, ['@ama/platform', '@ama/shared-ui', '@ama/contracts']])),
};

describe.each(Object.keys(ALLOWED))('%s', (workspace) => {
  const imports = importsIn(workspace);

  it('imports only the workspaces the dependency direction allows', () => {
    const ours = imports.filter(({ specifier }) => specifier.startsWith('@ama/'));
    const wrong = ours.filter(({ specifier }) => !ALLOWED[workspace]!.some((allowed) => specifier === allowed));
    expect(wrong).toEqual([]);
  });

  it('never reaches into another workspace by a relative path', () => {
    const escaping = imports.filter(({ file, specifier }) => {
      if (!specifier.startsWith('.')) return false;
      const target = path.resolve(root, path.dirname(file), specifier);
      return !target.startsWith(path.join(root, workspace) + path.sep);
    });
    expect(escaping).toEqual([]);
  });
});

describe.each(REMOTES)('remote %s', (remote) => {
  it('uses react-router only through @ama/platform (one router, tree-shaken)', () => {
    expect(importsIn(remote).filter(({ specifier }) => specifier.startsWith('react-router'))).toEqual([]);
  });

  it('has the common skeleton', () => {
    for (const file of ['src/index.ts', 'src/bootstrap.tsx', 'src/routes.tsx', 'src/route-patterns.json', 'rspack.config.js', 'package.json']) {
      expect(existsSync(path.join(root, remote, file))).toBe(true);
    }
    for (const locale of LOCALES) expect(existsSync(path.join(root, remote, 'src', 'i18n', `${locale}.json`))).toBe(true);
  });
});

describe('the route table of spec §2', () => {
  const claims = REMOTES.map((remote) => ({
    remote,
    patterns: Object.values(JSON.parse(readFileSync(path.join(root, remote, 'src', 'route-patterns.json'), 'utf8')) as Record<string, string>),
  }));

  it.each([...ROUTE_PATTERNS])('%s is claimed by exactly one remote', (pattern) => {
    expect(claims.filter(({ patterns }) => patterns.includes(pattern)).map(({ remote }) => remote)).toHaveLength(1);
  });

  it('no pattern is claimed twice, by two remotes or by a remote and the shell', () => {
    const all = [...claims.flatMap(({ patterns }) => patterns), ...SHELL_ROUTES];
    expect(all.filter((pattern, index) => all.indexOf(pattern) !== index)).toEqual([]);
  });
});
