// Collecting old releases (docs/delivery.md#collecting-old-releases): what a rollback, a canary, a
// candidate or an open page may still need stays; the rest goes after the retention.
import { existsSync, rmSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { collectReleases, ROLLBACK_DEPTH } from './release-collection';
import { releaseRemote, rollbackRemote, type ReleaseContext } from './release-command';
import { fileRegistryStore } from './registry-store';
import { storedVersions } from './release-store';
import { releaseRepo, writeFakeBuild } from './__tests__/release-fixture';

const HOUR = 3_600_000;
let root: string;
let context: ReleaseContext;
let clock: number;
beforeEach(() => {
  ({ root, context } = releaseRepo());
  clock = Date.UTC(2026, 0, 1, 9, 0, 0);
  context = { ...context, now: () => new Date((clock += 60_000)) };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function release(text: string, options: { canary?: number; candidate?: boolean } = {}) {
  const dist = path.join(root, 'builds', text);
  writeFakeBuild(dist, 'mfe-content', { text });
  return (await releaseRemote(context, 'mfe-content', { dist, ...options })).version;
}
/** Every stored build's folder made `hours` old, as if stored then. */
function ageStore(hours: number) {
  for (const version of storedVersions(context.releasesDir, 'mfe-content')) {
    const at = (clock - hours * HOUR) / 1000;
    utimesSync(path.join(context.releasesDir, 'mfe-content', version), at, at);
  }
}
const collect = (retentionHours = 24) =>
  collectReleases({ releasesDir: context.releasesDir, registry: fileRegistryStore(context.releasesDir), retentionMs: retentionHours * HOUR, now: () => clock });

describe('collecting old releases', () => {
  it('keeps the live release, the last releases a rollback walks back to, the baseline, the canary and the candidate', async () => {
    const versions: string[] = [];
    for (let index = 0; index < ROLLBACK_DEPTH + 3; index += 1) versions.push(await release(`release ${index}`));
    const canary = await release('canary', { canary: 10 });
    clock += 48 * HOUR;
    ageStore(48);
    const removed = (await collect()).map(({ version }) => version);
    const live = versions.at(-1)!;
    const rollbackTargets = versions.slice(-1 - ROLLBACK_DEPTH, -1);
    expect(removed.sort()).toEqual(versions.slice(0, versions.length - 1 - ROLLBACK_DEPTH).sort());
    for (const kept of [live, ...rollbackTargets, canary]) expect(existsSync(path.join(context.releasesDir, 'mfe-content', kept))).toBe(true);
    // A rollback still has somewhere to go.
    expect((await rollbackRemote(context, 'mfe-content')).version).toBe(rollbackTargets.at(-1));
  });

  it('keeps every release replaced or stored within the retention, so an open page never loses its chunks', async () => {
    const versions: string[] = [];
    for (let index = 0; index < ROLLBACK_DEPTH + 3; index += 1) versions.push(await release(`recent ${index}`));
    ageStore(2);
    expect(await collect()).toEqual([]);
    clock += 30 * HOUR;
    ageStore(32);
    expect((await collect()).length).toBeGreaterThan(0);
  });

  it('leaves a remote that was never released alone', async () => {
    await release('only');
    rmSync(path.join(context.releasesDir, 'registry.json'));
    clock += 100 * HOUR;
    ageStore(100);
    expect(await collect()).toEqual([]);
  });
});
