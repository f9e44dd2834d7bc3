import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { releaseRemote, ReleaseRefused, rollbackRemote, type ReleaseContext } from './release-command';
import { readReleaseRegistry, releaseRegistryFile } from './release-registry';
import { storedVersions } from './release-store';
import { fingerprint, releaseRepo, sharedEntry, writeFakeBuild } from './__tests__/release-fixture';

let root: string;
let context: ReleaseContext;
beforeEach(() => {
  ({ root, context } = releaseRepo());
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A new build of mfe-content in its dist/, with `text` in its chunk. */
const rebuild = (text: string, build: Parameters<typeof writeFakeBuild>[2] = {}) => {
  rmSync(path.join(root, 'mfe-content', 'dist'), { recursive: true });
  writeFakeBuild(path.join(root, 'mfe-content', 'dist'), 'mfe-content', { text, ...build });
};
const registry = () => readReleaseRegistry(context.releasesDir);
const refusal = async (run: () => Promise<unknown>): Promise<ReleaseRefused> => {
  try {
    await run();
  } catch (error) {
    if (error instanceof ReleaseRefused) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('npm run release', () => {
  it("copies the remote's build into the store and points its entry there, with who and when", async () => {
    const released = await releaseRemote(context, 'mfe-content', { build: false });
    expect(released).toMatchObject({ name: 'mfe_content', copied: true, switched: true, from: undefined, recordedBaseline: released.version });
    expect(released.version).toMatch(/^1\.0\.0-[0-9a-f]{8}$/);
    const { entry, history, folder } = registry().remotes.mfe_content!;
    expect(folder).toBe('mfe-content');
    expect(entry).toEqual({
      name: 'mfe_content',
      version: released.version,
      routes: ['/about-us'],
      manifestUrl: `/releases/mfe-content/${released.version}/mf-manifest.json`,
      serverEntry: `/releases/mfe-content/${released.version}/server/remoteEntry.js`,
      preload: [],
    });
    // The first release records the build it replaced (here the same dist/, released as it is).
    expect(history).toEqual([
      { version: released.version, at: '2026-01-01T09:00:00.000Z', by: 'Ada Tester', command: 'baseline', commandLine: 'npm run release -- test' },
      { version: released.version, at: '2026-01-01T09:01:00.000Z', by: 'Ada Tester', command: 'release', commandLine: 'npm run release -- test' },
    ]);
    expect(fingerprint(path.join(context.releasesDir, 'mfe-content', released.version))).toEqual(fingerprint(path.join(root, 'mfe-content', 'dist')));
  });

  it('accepts the remote by its federation name too', async () => {
    expect((await releaseRemote(context, 'mfe_content', { build: false })).name).toBe('mfe_content');
    expect((await refusal(() => releaseRemote(context, 'mfe-nope', { build: false }))).message).toMatch(/^unknown remote "mfe-nope": one of mfe-club \(mfe_club\), mfe-content/);
  });

  it('releases the same build twice as one release: nothing copied, nothing switched, no history', async () => {
    const first = await releaseRemote(context, 'mfe-content', { build: false });
    const before = readFileSync(releaseRegistryFile(context.releasesDir));
    expect(await releaseRemote(context, 'mfe-content', { build: false })).toMatchObject({ version: first.version, copied: false, switched: false });
    expect(readFileSync(releaseRegistryFile(context.releasesDir))).toEqual(before);
    expect(storedVersions(context.releasesDir, 'mfe-content')).toEqual([first.version]);
  });

  it('grows the history with each new release', async () => {
    const first = await releaseRemote(context, 'mfe-content', { build: false });
    rebuild('About us, new');
    const second = await releaseRemote(context, 'mfe-content', { build: false });
    expect(second.version).not.toBe(first.version);
    expect(second.from).toBe(first.version);
    expect(second.recordedBaseline).toBeUndefined();
    expect(registry().remotes.mfe_content!.history.map(({ version, command }) => `${command} ${version}`)).toEqual([
      `baseline ${first.version}`,
      `release ${first.version}`,
      `release ${second.version}`,
    ]);
    expect(storedVersions(context.releasesDir, 'mfe-content')).toHaveLength(2);
  });

  it("leaves another remote's files, release folder and entry byte for byte as they were", async () => {
    const club = await releaseRemote(context, 'mfe-club', { build: false });
    const clubEntry = JSON.stringify(registry().remotes.mfe_club);
    const before = { dist: fingerprint(path.join(root, 'mfe-club')), store: fingerprint(path.join(context.releasesDir, 'mfe-club')) };
    await releaseRemote(context, 'mfe-content', { build: false });
    rebuild('About us, new');
    await releaseRemote(context, 'mfe-content', { build: false });
    await rollbackRemote(context, 'mfe-content');
    expect(fingerprint(path.join(root, 'mfe-club'))).toEqual(before.dist);
    expect(fingerprint(path.join(context.releasesDir, 'mfe-club'))).toEqual(before.store);
    expect(JSON.stringify(registry().remotes.mfe_club)).toBe(clubEntry);
    expect(registry().remotes.mfe_club!.entry.version).toBe(club.version);
  });

  it('releases a build from another folder (--dist)', async () => {
    const elsewhere = path.join(root, 'elsewhere');
    writeFakeBuild(elsewhere, 'mfe-content', { text: 'from a CI artefact', version: '2.0.0' });
    expect((await releaseRemote(context, 'mfe-content', { dist: elsewhere })).version).toMatch(/^2\.0\.0-/);
    expect((await refusal(() => releaseRemote(context, 'mfe-club', { dist: elsewhere }))).message).toBe(`${elsewhere} is a build of mfe_content, not of mfe_club`);
  });
});

describe('the gate of npm run release', () => {
  it('refuses a build against another major of a shared singleton, and the shop keeps its release', async () => {
    const good = await releaseRemote(context, 'mfe-content', { build: false });
    const before = { registry: readFileSync(releaseRegistryFile(context.releasesDir)), store: storedVersions(context.releasesDir, 'mfe-content') };
    rebuild('needs React 20', { shared: [sharedEntry('react', '20.0.0'), sharedEntry('react-dom')] });
    const refused = await refusal(() => releaseRemote(context, 'mfe-content', { build: false }));
    expect(refused.message).toBe('release of mfe_content refused; the shop keeps its current release');
    expect(refused.problems).toEqual([`mfe_content requires react ^20.0.0, the shell provides ${sharedEntry('react').version}`]);
    expect(readFileSync(releaseRegistryFile(context.releasesDir))).toEqual(before.registry);
    expect(storedVersions(context.releasesDir, 'mfe-content')).toEqual(before.store);
    expect(registry().remotes.mfe_content!.entry.version).toBe(good.version);
  });

  it('refuses a build that dropped a fragment another app loads', async () => {
    rmSync(path.join(root, 'mfe-club', 'dist'), { recursive: true });
    writeFakeBuild(path.join(root, 'mfe-club', 'dist'), 'mfe-club', { exposes: ['./app', './NewsletterSignup'] });
    expect((await refusal(() => releaseRemote(context, 'mfe-club', { build: false }))).problems).toEqual(['mfe_club no longer exposes ./NewsletterPopup, which the shell uses']);
    expect(registry().remotes).toEqual({});
  });

  it('refuses when the shell is not built, since there is nothing to check against', async () => {
    rmSync(path.join(root, 'shell'), { recursive: true });
    expect((await refusal(() => releaseRemote(context, 'mfe-content', { build: false }))).message).toMatch(/^the shell is not built/);
  });
});

describe('npm run rollback', () => {
  const threeReleases = async () => {
    const versions: string[] = [];
    for (const text of ['one', 'two', 'three']) {
      rebuild(text);
      versions.push((await releaseRemote(context, 'mfe-content', { build: false })).version);
    }
    return versions;
  };

  it('points the entry back at the previous release, and further back on the next rollback', async () => {
    const [one, two, three] = await threeReleases();
    expect(await rollbackRemote(context, 'mfe-content')).toMatchObject({ version: two, from: three, switched: true });
    expect(registry().remotes.mfe_content!.entry.manifestUrl).toBe(`/releases/mfe-content/${two}/mf-manifest.json`);
    expect(await rollbackRemote(context, 'mfe_content')).toMatchObject({ version: one, from: two });
    const { history } = registry().remotes.mfe_content!;
    expect(history.map(({ version, command }) => `${command} ${version}`)).toEqual([
      `baseline ${one}`,
      `release ${one}`,
      `release ${two}`,
      `release ${three}`,
      `rollback ${two}`,
      `rollback ${one}`,
    ]);
    // `one` was released with --no-build from the dist/ that was live: it is the baseline, nothing further back.
    expect(await rollbackRemote(context, 'mfe-content')).toMatchObject({ version: one, switched: false, baseline: true });
  });

  it('points the entry at a named release in the store', async () => {
    const [one, , three] = await threeReleases();
    expect(await rollbackRemote(context, 'mfe-content', one)).toMatchObject({ version: one, from: three });
    // forward again, to a named release: the same command
    expect(await rollbackRemote(context, 'mfe-content', three)).toMatchObject({ version: three, from: one });
  });

  it('refuses to go back to a release the running shell can no longer run', async () => {
    const shell = path.join(root, 'shell', 'dist', 'mf-manifest.json');
    const current = readFileSync(shell);
    // A was built and released against a newer React the shell had then …
    writeFileSync(shell, JSON.stringify({ shared: [sharedEntry('react', '19.9.0')] }));
    rebuild('A', { shared: [sharedEntry('react', '19.9.0')] });
    const a = (await releaseRemote(context, 'mfe-content', { build: false })).version;
    rebuild('B', { shared: [sharedEntry('react')] });
    const b = (await releaseRemote(context, 'mfe-content', { build: false })).version;
    // … and the shell has gone back since
    writeFileSync(shell, current);
    const refused = await refusal(() => rollbackRemote(context, 'mfe-content'));
    expect(refused.message).toBe(`rollback of mfe_content to ${a} refused; the shop keeps ${b}`);
    expect(refused.problems).toEqual([`mfe_content requires react ^19.9.0, the shell provides ${sharedEntry('react').version}`]);
    expect(registry().remotes.mfe_content!.entry.version).toBe(b);
  });

  it('refuses a version that is not in the store, or a remote never released, and changes nothing', async () => {
    const [one, two] = await threeReleases();
    const before = readFileSync(releaseRegistryFile(context.releasesDir));
    expect((await refusal(() => rollbackRemote(context, 'mfe-content', '9.9.9-deadbeef'))).message).toBe(
      `mfe_content 9.9.9-deadbeef is not in the release store; stored: ${storedVersions(context.releasesDir, 'mfe-content').join(', ')}`,
    );
    expect((await refusal(() => rollbackRemote(context, 'mfe-club'))).message).toBe('mfe_club has no release to roll back: it was never released with npm run release');
    // a release whose files were deleted from the store is not there to go back to
    rmSync(path.join(context.releasesDir, 'mfe-content', two!), { recursive: true });
    expect((await refusal(() => rollbackRemote(context, 'mfe-content'))).message).toMatch(`mfe_content ${two} is not in the release store`);
    expect(readFileSync(releaseRegistryFile(context.releasesDir))).toEqual(before);
    expect(one).toBeDefined();
  });
});
