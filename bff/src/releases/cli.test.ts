// The real command, as `npm run release` runs it (tsx, the repository's own shell build), on copies of
// mfe-content's real build and a release store in a temporary folder. Needs the shell and mfe-content
// built (npm run build; npm test builds before its e2e part, so a fresh clone skips this file's tests).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRootDir } from '../paths';
import { RegistrySource } from '../web/registry-source';
import { apiId } from '@ama/contracts';
import { buildProblems } from './release-command';
import { releaseRegistryFile } from './release-registry';
import { storedVersions } from './release-store';
import { fingerprint } from './__tests__/release-fixture';

const root = repoRootDir();
const shellManifest = path.join(root, 'shell', 'dist', 'mf-manifest.json');
const contentDist = path.join(root, 'mfe-content', 'dist');
const built = existsSync(shellManifest) && existsSync(path.join(contentDist, 'mf-manifest.json')) && existsSync(path.join(contentDist, 'remote.json'));

let temp: string;
let releasesDir: string;
beforeEach(() => {
  temp = mkdtempSync(path.join(tmpdir(), 'ama-release-cli-'));
  releasesDir = path.join(temp, 'releases');
});
afterEach(() => rmSync(temp, { recursive: true, force: true }));

const run = (...args: string[]) => {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(__dirname, 'cli.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, RELEASES_DIR: releasesDir },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

/** A copy of mfe-content's real build, its manifest edited by `edit`. */
function copyOfBuild(name: string, edit?: (manifest: { shared: { name: string; requiredVersion: string }[] }) => void): string {
  const dist = path.join(temp, name);
  cpSync(contentDist, dist, { recursive: true });
  if (edit) {
    const file = path.join(dist, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    edit(manifest);
    writeFileSync(file, JSON.stringify(manifest));
  }
  return dist;
}

it('says how to use it, with exit code 2, when the arguments are wrong', () => {
  for (const args of [[], ['deploy', 'mfe-content'], ['release'], ['release', 'mfe-content', '--dist'], ['rollback', 'mfe-content', '--force']]) {
    const result = run(...args);
    expect([args.join(' '), result.status]).toEqual([args.join(' '), 2]);
    expect(result.stderr).toContain('usage: npm run release -- <remote>');
  }
});

it('refuses an unknown remote with exit code 1', () => {
  const result = run('release', 'mfe-nope', '--no-build');
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('unknown remote "mfe-nope"');
});

(built ? describe : describe.skip)('on the real build of mfe-content', () => {
  it('releases it, refuses a build against React 20 with the reason, and the shop keeps the release', () => {
    const others = fingerprint(path.join(root, 'mfe-club', 'dist'));
    const good = run('release', 'mfe-content', '--dist', copyOfBuild('good'));
    expect(good.stderr).toBe('');
    expect(good.status).toBe(0);
    const [version] = storedVersions(releasesDir, 'mfe-content');
    expect(good.stdout).toContain(`released mfe_content ${version} (stored in ${releasesDir}; was not released)`);
    // a copy of the dist/ the shop served: the build it replaced is this very one
    expect(good.stdout).toContain(`\nbaseline recorded: ${version}, the build that was live, which is this release (a rollback has nothing to return to)\n`);
    const registry = readFileSync(releaseRegistryFile(releasesDir));
    expect(JSON.parse(registry.toString()).remotes.mfe_content.history[1]).toMatchObject({
      version,
      command: 'release',
      commandLine: expect.stringContaining('release -- mfe-content --dist'),
    });

    const react = (JSON.parse(readFileSync(shellManifest, 'utf8')).shared as { name: string; version: string }[]).find(({ name }) => name === 'react')!.version;
    const bad = copyOfBuild('react-20', (manifest) => {
      manifest.shared.find(({ name }) => name === 'react')!.requiredVersion = '^20.0.0';
    });
    const refused = run('release', 'mfe_content', '--dist', bad);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(`release of mfe_content refused; the shop keeps its current release\n  - mfe_content requires react ^20.0.0, the shell provides ${react}\n`);
    expect(readFileSync(releaseRegistryFile(releasesDir))).toEqual(registry);
    expect(storedVersions(releasesDir, 'mfe-content')).toEqual([version]);

    // the same build again: nothing to do
    const again = run('release', 'mfe-content', '--dist', copyOfBuild('again'));
    expect([again.status, again.stdout.trim()]).toEqual([0, `mfe_content ${version} is already the current release: nothing to do`]);
    // the first release was of the very build that was live (a copy of dist/): rolling back has nothing to do
    const rollback = run('rollback', 'mfe-content');
    expect([rollback.status, rollback.stdout.trim()]).toEqual([0, `mfe_content is already at ${version}, the build its first release replaced: nothing to do`]);
    expect(fingerprint(path.join(root, 'mfe-club', 'dist'))).toEqual(others);
  }, 60_000);
});

(built ? describe : describe.skip)('rollback of a first release', () => {
  const served = () => new RegistrySource({ repoRoot: root, releasesDir }).current().remotes.find(({ name }) => name === 'mfe_content');

  it('returns to the build it replaced (the dist/ the shop served), server-rendered too; releasing again works', () => {
    const original = fingerprint(contentDist);
    expect(served()).toMatchObject({ manifestUrl: '/remotes/mfe-content/mf-manifest.json' });
    const changed = copyOfBuild('changed');
    writeFileSync(path.join(changed, 'changed.txt'), 'a new build');

    const released = run('release', 'mfe-content', '--dist', changed);
    expect([released.stderr, released.status]).toEqual(['', 0]);
    const [newer] = /mfe_content (\S+) /.exec(released.stdout)!.slice(1);
    const before = storedVersions(releasesDir, 'mfe-content').find((version) => version !== newer)!;
    expect(released.stdout).toContain(`\nbaseline recorded: ${before}, the build this release replaced (npm run rollback -- mfe_content returns to it)\n`);
    expect(served()!.manifestUrl).toBe(`/releases/mfe-content/${newer}/mf-manifest.json`);

    const rollback = run('rollback', 'mfe-content');
    expect([rollback.stderr, rollback.status]).toEqual(['', 0]);
    expect(rollback.stdout.trim()).toBe(`rolled mfe_content back from ${newer} to ${before}, the build its first release replaced: the shop serves it from its next registry read`);
    expect(served()).toMatchObject({
      manifestUrl: `/releases/mfe-content/${before}/mf-manifest.json`,
      serverEntry: `/releases/mfe-content/${before}/server/remoteEntry.js`,
    });
    // byte for byte the build that was live, whatever the release did to dist/ since
    expect(fingerprint(path.join(releasesDir, 'mfe-content', before))).toEqual(original);

    const again = run('release', 'mfe-content', '--dist', changed);
    // not a first release: no baseline recorded, none named
    expect([again.status, again.stdout.trim()]).toEqual([0, `released mfe_content ${newer} (already in the store; was ${before}): the shop serves it from its next registry read`]);
    expect(served()!.manifestUrl).toBe(`/releases/mfe-content/${newer}/mf-manifest.json`);
    expect(run('rollback', 'mfe-content').stdout).toContain(`to ${before}, the build its first release replaced`);
  }, 60_000);
});

const shellApi = (): Record<string, Record<string, string>> | undefined => {
  const file = path.join(root, 'shell', 'dist', 'remote.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).sharedApi : undefined;
};

(built && shellApi() ? describe : describe.skip)('the API of @ama/platform the remote was built against', () => {
  /** A copy of mfe-content's real build whose remote.json says it was built against `platform`. */
  function builtAgainst(name: string, platform: Record<string, string>): string {
    const dist = copyOfBuild(name);
    const file = path.join(dist, 'remote.json');
    const descriptor = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...descriptor, sharedApi: { ...shellApi(), '@ama/platform': platform } }));
    return dist;
  }

  it('refuses a build against a platform export the shell no longer has, or has changed; accepts one the shell has added since', () => {
    const current = shellApi()!['@ama/platform']!;
    const [some, other] = Object.keys(current);
    const old = { ...current, formatLegacyPrice: '0123456789ab', [some!]: 'ffffffffffff' };
    const refused = run('release', 'mfe-content', '--dist', builtAgainst('old-platform', old));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      'release of mfe_content refused; the shop keeps its current release\n' +
        `  - mfe_content was built against @ama/platform API ${apiId(old)}, the shell runs ${apiId(current)}: ` +
        `rebuild it against the current platform (removed: formatLegacyPrice; changed: ${some})\n`,
    );
    expect(existsSync(releaseRegistryFile(releasesDir))).toBe(false);

    const { [other!]: _addedSince, ...earlier } = current;
    const accepted = run('release', 'mfe-content', '--dist', builtAgainst('earlier-platform', earlier));
    expect([accepted.stderr, accepted.status]).toEqual(['', 0]);
  }, 60_000);

  it('passes every remote of the current tree, each built with the API the shell runs', () => {
    for (const folder of ['mfe-catalog', 'mfe-cart-checkout', 'mfe-club', 'mfe-events', 'mfe-content']) {
      const dist = path.join(root, folder, 'dist');
      if (!existsSync(path.join(dist, 'mf-manifest.json'))) continue;
      expect(JSON.parse(readFileSync(path.join(dist, 'remote.json'), 'utf8')).sharedApi).toEqual(shellApi());
      expect([folder, buildProblems(folder.replace(/-/g, '_'), dist, { manifest: JSON.parse(readFileSync(shellManifest, 'utf8')), sharedApi: shellApi() })]).toEqual([folder, []]);
    }
  });
});

const backofficeDist = path.join(root, 'mfe-backoffice', 'dist');
(existsSync(shellManifest) && existsSync(path.join(backofficeDist, 'mf-manifest.json')) ? describe : describe.skip)('the back office, a sixth team’s remote', () => {
  it('is released and rolled back alone, like any other remote; the shopper-facing remotes are untouched', () => {
    const shopperRemotes = ['mfe-catalog', 'mfe-cart-checkout', 'mfe-club', 'mfe-events', 'mfe-content'].map((folder) => fingerprint(path.join(root, folder, 'dist')));
    const changed = path.join(temp, 'backoffice');
    cpSync(backofficeDist, changed, { recursive: true });
    writeFileSync(path.join(changed, 'changed.txt'), 'a new build of the back office');

    const released = run('release', 'mfe-backoffice', '--dist', changed);
    expect([released.stderr, released.status]).toEqual(['', 0]);
    const [version] = /released mfe_backoffice (\S+) /.exec(released.stdout)!.slice(1);
    const served = () => new RegistrySource({ repoRoot: root, releasesDir }).current().remotes.find(({ name }) => name === 'mfe_backoffice');
    expect(served()!.manifestUrl).toBe(`/releases/mfe-backoffice/${version}/mf-manifest.json`);

    const rollback = run('rollback', 'mfe-backoffice');
    expect([rollback.stderr, rollback.status]).toEqual(['', 0]);
    expect(served()!.manifestUrl).not.toBe(`/releases/mfe-backoffice/${version}/mf-manifest.json`);
    expect(['mfe-catalog', 'mfe-cart-checkout', 'mfe-club', 'mfe-events', 'mfe-content'].map((folder) => fingerprint(path.join(root, folder, 'dist')))).toEqual(shopperRemotes);
    expect(Object.keys(JSON.parse(readFileSync(releaseRegistryFile(releasesDir), 'utf8')).remotes)).toEqual(['mfe_backoffice']);
  }, 60_000);
});
