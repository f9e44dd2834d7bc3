import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FRAGMENTS } from './fragments';
import { apiId, CONSUMED_EXPOSES, providedVersions, releaseProblems, type GateManifest } from './release-gate';

const shared = (name: string, version: string, requiredVersion = `^${version}`) => ({ name, version, requiredVersion, singleton: true });

/** What the shell's mf-manifest.json provides, in the shape the build writes. */
const shell: GateManifest = {
  name: 'shell',
  shared: [
    shared('react', '19.3.1'),
    shared('react/jsx-runtime', '19.3.1'),
    shared('react-dom', '19.3.1'),
    shared('react-dom/client', '19.3.1'),
    shared('single-spa', '6.0.3'),
    shared('@ama/platform', '0.1.0'),
    shared('@ama/shared-ui', '0.1.0'),
  ],
  exposes: [],
};

const club = (overrides: { shared?: object[]; exposes?: string[] } = {}): GateManifest => ({
  name: 'mfe_club',
  shared: overrides.shared ?? shell.shared,
  exposes: (overrides.exposes ?? ['./app', './NewsletterSignup', './NewsletterPopup']).map((module) => ({ name: module.slice(2), path: module })),
});

describe('releaseProblems', () => {
  it('accepts a remote built against the versions the shell provides', () => {
    expect(releaseProblems({ remote: 'mfe_club', manifest: club() }, shell)).toEqual([]);
  });

  it('accepts a newer minor the range allows, and ignores libraries that are not gated singletons', () => {
    const manifest = club({ shared: [shared('react', '19.0.0'), shared('react-dom', '19.1.0'), shared('left-pad', '9.0.0'), shared('i18next', '27.0.0')] });
    expect(releaseProblems({ remote: 'mfe_club', manifest }, shell)).toEqual([]);
  });

  it('refuses an incompatible major of a shared singleton, once per package (subpaths included)', () => {
    const manifest = club({ shared: [shared('react', '20.0.0'), shared('react/jsx-runtime', '20.0.0'), shared('single-spa', '6.0.3')] });
    expect(releaseProblems({ remote: 'mfe_club', manifest }, shell)).toEqual(['mfe_club requires react ^20.0.0, the shell provides 19.3.1']);
  });

  it("checks the server build's singletons too", () => {
    const serverManifest = { shared: [shared('@ama/shared-ui', '1.0.0')] };
    expect(releaseProblems({ remote: 'mfe_club', manifest: club(), serverManifest }, shell)).toEqual(['mfe_club requires @ama/shared-ui ^1.0.0, the shell provides 0.1.0']);
  });

  it('refuses a singleton the shell does not provide at all', () => {
    const bare = { shared: shell.shared && (shell.shared as { name: string }[]).filter(({ name }) => !name.startsWith('single-spa')) };
    expect(releaseProblems({ remote: 'mfe_club', manifest: club() }, bare)).toEqual(['mfe_club requires single-spa ^6.0.3, the shell provides none']);
  });

  it('refuses a release that drops a module another app loads, naming who uses it', () => {
    expect(releaseProblems({ remote: 'mfe_club', manifest: club({ exposes: ['./app', './NewsletterSignup'] }) }, shell)).toEqual([
      'mfe_club no longer exposes ./NewsletterPopup, which the shell uses',
    ]);
    const catalog = { name: 'mfe_catalog', shared: shell.shared, exposes: [{ path: './app' }, { path: './WishlistLink' }] };
    expect(releaseProblems({ remote: 'mfe_catalog', manifest: catalog }, shell)).toEqual(['mfe_catalog no longer exposes ./WishlistStrip, which mfe_cart_checkout uses']);
  });

  it("refuses another remote's manifest", () => {
    expect(releaseProblems({ remote: 'mfe_events', manifest: club() }, shell)).toEqual(["the manifest is mfe_club's, not mfe_events's"]);
  });

  it("without the shell's manifest, still checks the exposes; malformed entries are skipped", () => {
    const manifest = { name: 'mfe_club', shared: [null, { name: 3 }, shared('react', '20.0.0')], exposes: [{ path: './app' }, 'x'] };
    expect(releaseProblems({ remote: 'mfe_club', manifest })).toEqual([
      'mfe_club no longer exposes ./NewsletterSignup, which the shell uses',
      'mfe_club no longer exposes ./NewsletterPopup, which the shell uses',
    ]);
  });

  it('reads the provided versions by package', () => {
    expect(providedVersions(shell).get('react')).toBe('19.3.1');
    expect(providedVersions({ shared: [shared('react/jsx-runtime', '19.2.0')] }).get('react')).toBe('19.2.0');
  });
});

describe('CONSUMED_EXPOSES', () => {
  const root = path.resolve(__dirname, '..', '..');
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return sources(full);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
    });
  const apps = ['shell', ...readdirSync(root).filter((folder) => folder.startsWith('mfe-'))];

  it("lists every fragment of the props contract (FRAGMENTS) and every remote's ./app", () => {
    const listed = Object.entries(CONSUMED_EXPOSES).flatMap(([remote, modules]) => modules.map(({ module }) => `${remote}/${module.slice(2)}`));
    for (const id of Object.values(FRAGMENTS)) expect(listed).toContain(id);
    for (const remote of Object.keys(CONSUMED_EXPOSES)) expect(listed).toContain(`${remote}/app`);
  });

  it('lists every fragment a host renders, with that host as its consumer', () => {
    const used = apps.flatMap((app) =>
      sources(path.join(root, app, 'src')).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/id="(mfe_[a-z_]+)\/([A-Za-z]+)"/g)].map(([, remote, module]) => ({
          remote: remote!,
          module: `./${module}`,
          consumer: app === 'shell' ? 'the shell' : app.replace(/-/g, '_'),
        })),
      ),
    );
    expect(used.length).toBeGreaterThan(0);
    const missing = used.filter(
      ({ remote, module, consumer }) =>
        !(CONSUMED_EXPOSES as Record<string, readonly { module: string; consumer: string }[]>)[remote]?.some((listed) => listed.module === module && listed.consumer === consumer),
    );
    expect(missing).toEqual([]);
  });
});

describe('the shared API fingerprint', () => {
  /** The `sharedApi` of a remote.json: export name → signature hash, per package. */
  const platform = { createShopStore: 'aaa111', useLocale: 'bbb222', Link: 'ccc333' };
  const ui = { Button: 'ddd444' };
  const running = { '@ama/platform': platform, '@ama/shared-ui': ui };
  const gate = (sharedApi: unknown) => releaseProblems({ remote: 'mfe_club', manifest: club(), sharedApi }, shell, running);

  it('accepts a remote built against the same API, or against one the shell has since added to', () => {
    expect(gate(running)).toEqual([]);
    const { Link: _added, ...earlier } = platform;
    expect(gate({ '@ama/platform': earlier, '@ama/shared-ui': ui })).toEqual([]);
  });

  it('refuses a remote that uses an export the shell no longer has, or has with another signature, naming the package', () => {
    const built = { ...platform, useCurrency: 'eee555', useLocale: 'changed' };
    expect(gate({ '@ama/platform': built, '@ama/shared-ui': ui })).toEqual([
      `mfe_club was built against @ama/platform API ${apiId(built)}, the shell runs ${apiId(platform)}: rebuild it against the current platform (removed: useCurrency; changed: useLocale)`,
    ]);
    const oldUi = { Button: 'old' };
    expect(gate({ '@ama/platform': platform, '@ama/shared-ui': oldUi })).toEqual([
      `mfe_club was built against @ama/shared-ui API ${apiId(oldUi)}, the shell runs ${apiId(ui)}: rebuild it against the current design system (changed: Button)`,
    ]);
  });

  it('does not check a build from before fingerprints (nothing to compare)', () => {
    expect(gate(undefined)).toEqual([]);
    expect(releaseProblems({ remote: 'mfe_club', manifest: club(), sharedApi: { '@ama/platform': { gone: 'x' } } }, shell)).toEqual([]);
  });
});
