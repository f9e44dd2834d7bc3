/**
 * The layout rules of docs/architecture.md, checked on the sources: the dependency direction, no remote
 * importing another remote, the libraries platform carries only through @ama/platform, and the same
 * skeleton everywhere.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { GATED_SINGLETONS, LOCALES, packageOf, ROUTE_PATTERNS, SHELL_ROUTES } from '@ama/contracts';

const root = path.resolve(__dirname, '..', '..', '..');
const REMOTES = ['mfe-catalog', 'mfe-cart-checkout', 'mfe-club', 'mfe-events', 'mfe-content', 'mfe-backoffice'];

/** docs/architecture.md#the-skeleton-of-a-remote: the files and folders every remote has, so a newcomer who knows one knows them all. */
const SKELETON = [
  'package.json',
  'rspack.config.js',
  'src/index.ts',
  'src/remote.ts',
  'src/bootstrap.tsx',
  'src/ssr.ts',
  'src/routes.tsx',
  'src/route-patterns.json',
  'src/api.ts',
  'src/pages',
  'src/components',
  'src/exposes',
  ...LOCALES.map((locale) => `src/i18n/${locale}.json`),
];

/** The modules a remote's rspack config exposes over Module Federation. */
async function exposedModules(remote: string): Promise<Record<string, string>> {
  let exposes: Record<string, string> = {};
  jest.isolateModules(() => {
    jest.doMock(path.join(root, 'rspack.base.js'), () => ({ createConfigs: (options: { exposes: Record<string, string> }) => options }));
    exposes = (require(path.join(root, remote, 'rspack.config.js')) as { exposes: Record<string, string> }).exposes;
  });
  return exposes;
}

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
  return sources(path.join(root, workspace, 'src')).flatMap((file) => importsOf(file).map((specifier) => ({ file: path.relative(root, file), specifier })));
}

/** A workspace package's public entry points: its name, and the subpaths its package.json exports. */
function entryPoints(workspace: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as { name: string; exports?: Record<string, string> };
  const subpaths = Object.keys(manifest.exports ?? { '.': '' }).filter((key) => key !== './package.json');
  return subpaths.map((key) => (key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`));
}

const ALLOWED: Record<string, string[]> = {
  // Its own files by their public paths (@ama/contracts/<file>, docs/api.md): itself, no other workspace.
  contracts: entryPoints('contracts'),
  'shared-ui': [],
  platform: entryPoints('contracts'),
  // The shell lazy-loads the design system's catalogue (its /dev/ui page), which shared-ui exports apart
  // from its main entry on purpose.
  shell: [...entryPoints('platform'), ...entryPoints('shared-ui'), ...entryPoints('contracts')],
  bff: entryPoints('contracts'),
  ...Object.fromEntries(REMOTES.map((remote) => [remote, ['@ama/platform', '@ama/shared-ui', ...entryPoints('contracts')]])),
};

/** The build files: the root factory and scripts, and each app's rspack config. */
function buildFiles(): string[] {
  const scripts = readdirSync(path.join(root, 'scripts')).filter((name) => /\.(m?js|cjs)$/.test(name));
  const configs = [...REMOTES, 'shell', 'bff'].flatMap((workspace) =>
    readdirSync(path.join(root, workspace))
      .filter((name) => name.startsWith('rspack.config'))
      .map((name) => path.join(workspace, name)),
  );
  return ['rspack.base.js', ...scripts.map((name) => path.join('scripts', name)), ...configs].map((file) => path.join(root, file));
}

describe.each(Object.keys(ALLOWED))('%s', (workspace) => {
  const imports = importsIn(workspace);

  it('imports only the workspaces the dependency direction allows', () => {
    const ours = imports.filter(({ specifier }) => specifier.startsWith('@ama/'));
    // An entry point '@ama/contracts/*' stands for every one file of that folder ('@ama/contracts/rum').
    const allows = (allowed: string, specifier: string) =>
      allowed.endsWith('/*') ? specifier.startsWith(allowed.slice(0, -1)) && !specifier.slice(allowed.length - 1).includes('/') : specifier === allowed;
    // A test may use the design system's test helpers (jsdom's missing playback): never shipped code.
    const testHelper = (file: string, specifier: string) => /\.test\.tsx?$/.test(file) && allows('@ama/shared-ui/testing/*', specifier);
    const wrong = ours.filter(({ file, specifier }) => !testHelper(file, specifier) && !ALLOWED[workspace]!.some((allowed) => allows(allowed, specifier)));
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

/**
 * Libraries @ama/platform bundles and re-exports rather than sharing them over Module Federation (a
 * shared module is never tree-shaken): an app importing one directly would bundle a second copy, with a
 * router, store or translation context of its own that platform's providers do not reach.
 */
const CARRIED_BY_PLATFORM = ['react-router', '@reduxjs/toolkit', 'react-redux', 'i18next', 'react-i18next'];

describe.each([...REMOTES, 'shell'])('app %s', (app) => {
  it('uses the router, the store and i18n libraries only through @ama/platform (one copy each, tree-shaken)', () => {
    const direct = importsIn(app).filter(({ specifier }) => CARRIED_BY_PLATFORM.includes(packageOf(specifier)));
    expect(direct).toEqual([]);
  });
});

describe('shared singletons', () => {
  it('the release gate checks every package the builds share, and only those', () => {
    // Read from the source: rspack.base.js loads @rspack/core, which jest cannot require.
    const list = /const SINGLETONS = \[([^\]]*)\]/.exec(readFileSync(path.join(root, 'rspack.base.js'), 'utf8'))?.[1] ?? '';
    const shared = [...list.matchAll(/'([^']+)'/g)].map((match) => packageOf(match[1]!));
    expect(new Set(shared)).toEqual(new Set(GATED_SINGLETONS));
  });
});

describe.each(REMOTES)('remote %s', (remote) => {
  it('has the common skeleton of a remote', () => {
    const missing = SKELETON.filter((entry) => !existsSync(path.join(root, remote, entry)));
    expect(missing).toEqual([]);
  });

  it("starts with the one-line async boundary, and its bootstrap is platform's remote app", () => {
    expect(readFileSync(path.join(root, remote, 'src', 'index.ts'), 'utf8')).toMatch(/^(\/\/.*\n)*import\('\.\/bootstrap'\);\s*$/);
    expect(readFileSync(path.join(root, remote, 'src', 'bootstrap.tsx'), 'utf8')).toContain('createRemoteApp(remote)');
  });

  it('makes its browser app and its server module from the one definition in src/remote.ts', () => {
    expect(readFileSync(path.join(root, remote, 'src', 'remote.ts'), 'utf8')).toContain('export const remote: RemoteDefinition');
    expect(readFileSync(path.join(root, remote, 'src', 'ssr.ts'), 'utf8')).toContain('createRemoteServer(remote)');
  });

  it('exposes its app from bootstrap and every fragment from src/exposes/', async () => {
    const exposes = await exposedModules(remote);
    expect(exposes['./app']).toBe('./src/bootstrap.tsx');
    const misplaced = Object.entries(exposes).filter(([key, file]) => key !== './app' && !file.startsWith('./src/exposes/'));
    expect(misplaced).toEqual([]);
  });

  it("wires no app state by hand: platform renders the design system's error page and fallback", () => {
    const wiring = sources(path.join(root, remote, 'src')).filter((file) => /\b(ErrorPage|RemoteFallback)\b/.test(readFileSync(file, 'utf8')));
    expect(wiring.map((file) => path.relative(root, file))).toEqual([]);
  });
});

describe('build files', () => {
  it.each(buildFiles().map((file) => path.relative(root, file)))('%s reaches other workspaces only through their package entry points', (file) => {
    const intoSources = importsOf(path.join(root, file)).filter((specifier) => /(^|\/)(contracts|platform|shared-ui)\/src\b/.test(specifier));
    expect(intoSources).toEqual([]);
  });
});

describe('the route table', () => {
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
