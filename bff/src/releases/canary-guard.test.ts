// The shop's own rollback of a canary worse than live (docs/delivery.md#automatic-rollback).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { AUTOMATIC_ROLLBACK_BY, CanaryGuard } from './canary-guard';
import type { SideSignals } from './canary-verdict';
import { releaseRemote, releaseStatus, type ReleaseContext } from './release-command';
import { readReleaseRegistry } from './release-registry';
import { fileRegistryStore } from './registry-store';
import { releaseRepo, writeFakeBuild } from './__tests__/release-fixture';

let root: string;
let context: ReleaseContext;
beforeEach(() => {
  ({ root, context } = releaseRepo());
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const good: SideSignals = { pageViews: 100, errors: 0, loadFailures: 0, serverPages: 100, serverErrors: 0 };
const failing: SideSignals = { ...good, loadFailures: 100 };

async function canaryOf(text: string, percent = 50) {
  const dist = path.join(root, 'builds', text);
  writeFakeBuild(dist, 'mfe-content', { text });
  return releaseRemote(context, 'mfe-content', { dist, canary: percent });
}
const canaries = () => {
  const remotes = readReleaseRegistry(context.releasesDir).remotes;
  return Object.fromEntries(Object.entries(remotes).flatMap(([name, { canary }]) => (canary ? [[name, canary]] : [])));
};
const guard = (canary: SideSignals, rollbacks: string[] = []) =>
  new CanaryGuard({
    store: fileRegistryStore(context.releasesDir),
    canaries,
    signals: (_remote, side) => (side === 'canary' ? canary : good),
    onRollback: (remote, version, reasons) => rollbacks.push(`${remote} ${version}: ${reasons.join('; ')}`),
  });

describe('the canary guard', () => {
  it('aborts a canary worse than live, once, however many instances decide so at the same moment; status says why', async () => {
    await releaseRemote(context, 'mfe-content', { build: false });
    const { version } = await canaryOf('throws on mount');
    const rollbacks: string[] = [];
    // Three instances judge at once: one writes the abort, the others find the canary already ended.
    const results = await Promise.all([guard(failing, rollbacks).check(), guard(failing, rollbacks).check(), guard(failing, rollbacks).check()]);
    expect(results.flat()).toEqual(['mfe_content']);
    expect(rollbacks).toEqual([`mfe_content ${version}: load failures and fallbacks per page view 100.0 % on the canary, 0.0 % live`]);
    const { canary, history } = readReleaseRegistry(context.releasesDir).remotes.mfe_content!;
    expect(canary).toBeUndefined();
    expect(history.filter(({ command }) => command === 'abort')).toEqual([
      expect.objectContaining({
        version,
        by: AUTOMATIC_ROLLBACK_BY,
        commandLine: 'automatic rollback: load failures and fallbacks per page view 100.0 % on the canary, 0.0 % live',
      }),
    ]);
    expect((await releaseStatus(context)).find(({ name }) => name === 'mfe_content')?.aborted).toMatchObject({ by: AUTOMATIC_ROLLBACK_BY });
  });

  it('leaves a healthy canary, and one without enough page views yet', async () => {
    await releaseRemote(context, 'mfe-content', { build: false });
    await canaryOf('healthy');
    expect(await guard(good).check()).toEqual([]);
    expect(await guard({ ...failing, pageViews: 10 }).check()).toEqual([]);
    expect(Object.keys(canaries())).toEqual(['mfe_content']);
  });

  it('does not abort a newer canary started after it judged the older one', async () => {
    await releaseRemote(context, 'mfe-content', { build: false });
    await canaryOf('old');
    const judged = canaries();
    const newer = await canaryOf('new');
    const stale = new CanaryGuard({ store: fileRegistryStore(context.releasesDir), canaries: () => judged, signals: (_remote, side) => (side === 'canary' ? failing : good) });
    expect(await stale.check()).toEqual([]);
    expect(canaries().mfe_content?.version).toBe(newer.version);
  });
});
