// The gate checks what a team declares: the range a remote's package.json gives a shared singleton is the
// `requiredVersion` the build factory (rspack.base.js) writes into its manifest, so a remote declaring
// react ^20 is refused against a shell providing react 19 (issue 43, item 4; docs/delivery.md).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releaseProblems, type GateManifest } from './release-gate';

const root = path.resolve(__dirname, '..', '..');

interface SharedOptions {
  singleton: boolean;
  requiredVersion: string;
  version: string;
}
interface BuildConfig {
  plugins: unknown[];
}
interface BuildFactory {
  createConfig(options: { dir: string; name: string; port: number; exposes?: Record<string, string> }): BuildConfig;
  createServerConfig(options: { dir: string; name: string; exposes?: Record<string, string> }): BuildConfig;
}

/** Stands in for the federation plugin: keeps the options the factory gives it. */
class FederationOptions {
  constructor(readonly options: { shared: Record<string, SharedOptions> }) {}
}
/** Stands in for every other rspack plugin, none of which these tests look at. */
class AnyPlugin {}

/**
 * The factory with rspack's plugins stubbed: @rspack/core is an ES module jest cannot require, and these
 * tests build nothing, they read the configuration the factory returns.
 */
function buildFactory(): BuildFactory {
  let factory: BuildFactory | undefined;
  jest.isolateModules(() => {
    jest.doMock('@rspack/core', () => ({ rspack: new Proxy({}, { get: () => AnyPlugin }) }));
    jest.doMock('@module-federation/enhanced/rspack', () => ({ ModuleFederationPlugin: FederationOptions }));
    factory = require(path.join(root, 'rspack.base.js')) as BuildFactory;
  });
  return factory!;
}

/** The shared singletons of a configuration, as the federation plugin was given them. */
const sharedOf = (config: BuildConfig): Record<string, SharedOptions> =>
  config.plugins.find((plugin): plugin is FederationOptions => plugin instanceof FederationOptions)!.options.shared;

/** The `shared` list of the mf-manifest.json the plugin writes from those options (name, version, range). */
const manifestOf = (name: string, config: BuildConfig): GateManifest => ({
  name,
  shared: Object.entries(sharedOf(config)).map(([shared, options]) => ({ name: shared, ...options })),
  exposes: [{ name: 'app', path: './app' }],
});

const installed = (pkg: string): string => (JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;

let temp: string;
beforeEach(() => {
  temp = mkdtempSync(path.join(tmpdir(), 'ama-declared-range-'));
});
afterEach(() => rmSync(temp, { recursive: true, force: true }));

/** An app folder with only a package.json declaring `dependencies`. */
function appDir(folder: string, dependencies: Record<string, string>): string {
  const dir = path.join(temp, folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: folder, version: '0.1.0', dependencies }));
  return dir;
}

const factory = buildFactory();
const remoteConfig = (dir: string) => factory.createConfig({ dir, name: 'mfe_events', port: 3004, exposes: { './app': './src/app.ts' } });

describe('the build factory', () => {
  it("requires each shared singleton at the range the app's package.json declares, subpaths at their package's", () => {
    const shared = sharedOf(remoteConfig(appDir('mfe-events', { react: '^20.0.0', 'single-spa': '~6.0.3' })));
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '^20.0.0', version: installed('react') });
    expect(shared['react/jsx-runtime']!.requiredVersion).toBe('^20.0.0');
    expect(shared['single-spa']!.requiredVersion).toBe('~6.0.3');
  });

  it('falls back to the installed copy’s major for a package the app does not declare', () => {
    const shared = sharedOf(remoteConfig(appDir('mfe-events', { react: '^20.0.0' })));
    expect(shared['react-dom']!.requiredVersion).toBe(`^${installed('react-dom')}`);
    expect(shared['react-dom/client']!.requiredVersion).toBe(`^${installed('react-dom')}`);
  });

  it('writes the declared range into the server build as well', () => {
    const dir = appDir('mfe-events', { react: '^20.0.0' });
    expect(sharedOf(factory.createServerConfig({ dir, name: 'mfe_events', exposes: { './ssr': './src/ssr.ts' } })).react!.requiredVersion).toBe('^20.0.0');
  });

  it("provides the copy in the app's own node_modules, where npm puts one the hoisted copy does not satisfy", () => {
    const dir = appDir('shell', { react: '^20.0.0' });
    mkdirSync(path.join(dir, 'node_modules', 'react'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules', 'react', 'package.json'), JSON.stringify({ name: 'react', version: '20.1.0' }));
    expect(sharedOf(factory.createConfig({ dir, name: 'shell', port: 3000 })).react).toMatchObject({ version: '20.1.0', requiredVersion: '^20.0.0' });
  });
});

describe('the gate on what a team declares', () => {
  const shellDeclares = { react: `^${installed('react')}`, 'react-dom': `^${installed('react-dom')}`, 'single-spa': `^${installed('single-spa')}` };
  const shell = () => manifestOf('shell', factory.createConfig({ dir: appDir('shell', shellDeclares), name: 'shell', port: 3000 }));

  it("refuses a remote whose package.json declares a react range the shell's react does not satisfy", () => {
    const events = manifestOf('mfe_events', remoteConfig(appDir('mfe-events', { ...shellDeclares, react: '^20.0.0' })));
    expect(releaseProblems({ remote: 'mfe_events', manifest: events }, shell())).toEqual([`mfe_events requires react ^20.0.0, the shell provides ${installed('react')}`]);
  });

  it('accepts a remote declaring the ranges the shell declares', () => {
    const events = manifestOf('mfe_events', remoteConfig(appDir('mfe-events', shellDeclares)));
    expect(releaseProblems({ remote: 'mfe_events', manifest: events }, shell())).toEqual([]);
  });
});
