// Candidates (docs/delivery.md#previews): `npm run release -- <remote> --candidate`, then promote, abort
// and status; the live entry moves only on a promotion.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { abortCandidate, promoteRemote, releaseRemote, ReleaseRefused, releaseStatus, rollbackRemote, type ReleaseContext } from './release-command';
import { readReleaseRegistry } from './release-registry';
import { releaseRepo, writeFakeBuild } from './__tests__/release-fixture';

let root: string;
let context: ReleaseContext;
beforeEach(() => {
  ({ root, context } = releaseRepo());
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A build of mfe-content in a folder of its own, as CI would hand it over. */
function build(text: string): string {
  const dist = path.join(root, 'builds', text);
  writeFakeBuild(dist, 'mfe-content', { text });
  return dist;
}
const live = () => readReleaseRegistry(context.releasesDir).remotes.mfe_content?.entry.version;
const commands = () => readReleaseRegistry(context.releasesDir).remotes.mfe_content!.history.map(({ command, version }) => `${command} ${version}`);
const refusal = (run: () => Promise<unknown>) =>
  run().then(
    () => {
      throw new Error('not refused');
    },
    (error: unknown) => {
      if (error instanceof ReleaseRefused) return error.message;
      throw error;
    },
  );

describe('a candidate', () => {
  it('is stored and recorded without moving the live entry; promote makes exactly it live', async () => {
    const current = await releaseRemote(context, 'mfe-content', { dist: build('live') });
    const candidate = await releaseRemote(context, 'mfe-content', { dist: build('next'), candidate: true });
    expect(candidate).toMatchObject({ name: 'mfe_content', candidate: true, copied: true, switched: false, from: current.version });
    expect(candidate.version).not.toBe(current.version);
    expect(live()).toBe(current.version);
    expect((await releaseStatus(context)).find(({ name }) => name === 'mfe_content')).toMatchObject({
      live: current.version,
      candidate: { version: candidate.version, by: 'Ada Tester' },
    });

    const promoted = await promoteRemote(context, 'mfe_content');
    expect(promoted).toMatchObject({ version: candidate.version, from: current.version, switched: true });
    expect(live()).toBe(candidate.version);
    expect((await releaseStatus(context)).find(({ name }) => name === 'mfe_content')?.candidate).toBeUndefined();
    // A rollback walks back over the promotion, not to the candidate record.
    await rollbackRemote(context, 'mfe-content');
    expect(live()).toBe(current.version);
  });

  it('of a remote never released records the build that is live as its entry, so the promotion has something to roll back to', async () => {
    const candidate = await releaseRemote(context, 'mfe-content', { dist: build('first'), candidate: true });
    const baseline = live();
    expect(baseline).toBeDefined();
    expect(baseline).not.toBe(candidate.version);
    expect(commands()).toEqual([`baseline ${baseline}`, `candidate ${candidate.version}`]);
    await promoteRemote(context, 'mfe-content', candidate.version);
    await rollbackRemote(context, 'mfe-content');
    expect(live()).toBe(baseline);
  });

  it('can be given up: abort leaves the live entry, and promote then needs a version named', async () => {
    const current = await releaseRemote(context, 'mfe-content', { dist: build('live') });
    const candidate = await releaseRemote(context, 'mfe-content', { dist: build('next'), candidate: true });
    expect(await abortCandidate(context, 'mfe-content')).toEqual({ name: 'mfe_content', version: candidate.version });
    expect(live()).toBe(current.version);
    expect(await refusal(() => promoteRemote(context, 'mfe-content'))).toMatch(/^mfe_content has no candidate to promote/);
    expect(await refusal(() => abortCandidate(context, 'mfe-content'))).toBe('mfe_content has no candidate to abort');
    // The previewed build, named, can still be made live.
    await promoteRemote(context, 'mfe-content', candidate.version);
    expect(live()).toBe(candidate.version);
  });

  it('is left behind by a later release, and promote refuses a version not in the store', async () => {
    await releaseRemote(context, 'mfe-content', { dist: build('live') });
    await releaseRemote(context, 'mfe-content', { dist: build('next'), candidate: true });
    await releaseRemote(context, 'mfe-content', { dist: build('hotfix') });
    expect((await releaseStatus(context)).find(({ name }) => name === 'mfe_content')?.candidate).toBeUndefined();
    expect(await refusal(() => promoteRemote(context, 'mfe-content', '1.0.0-00000000'))).toMatch(/^mfe_content 1\.0\.0-00000000 is not in the release store; stored: /);
  });

  it('of the build that is live already records nothing', async () => {
    const dist = build('live');
    const current = await releaseRemote(context, 'mfe-content', { dist });
    const again = await releaseRemote(context, 'mfe-content', { dist, candidate: true });
    expect(again).toMatchObject({ version: current.version, from: current.version, switched: false });
    expect(commands()).not.toContain(`candidate ${current.version}`);
  });

  it('on a canary records its share and start, shown by status; a share outside 1–99 % is refused; a promotion ends it', async () => {
    await releaseRemote(context, 'mfe-content', { dist: build('live') });
    for (const percent of [0, 100, 12.5]) {
      expect(await refusal(() => releaseRemote(context, 'mfe-content', { dist: build('next'), canary: percent }))).toBe(
        `a canary's share is a whole percent from 1 to 99, not ${percent}`,
      );
    }
    const canary = await releaseRemote(context, 'mfe-content', { dist: build('next'), canary: 25 });
    const status = (await releaseStatus(context)).find(({ name }) => name === 'mfe_content');
    expect(status).toMatchObject({ candidate: { version: canary.version, command: 'canary' }, canary: { version: canary.version, percent: 25, since: expect.any(String) } });
    await promoteRemote(context, 'mfe-content');
    expect(live()).toBe(canary.version);
    expect(readReleaseRegistry(context.releasesDir).remotes.mfe_content!.canary).toBeUndefined();
  });
});
