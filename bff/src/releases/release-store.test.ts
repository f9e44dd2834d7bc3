import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentHash, isStored, releaseVersion, storedVersions, storeRelease } from './release-store';
import { fingerprint, writeFakeBuild } from './__tests__/release-fixture';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ama-store-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the release store', () => {
  it('names a release by package version and content hash: same contents, same name, wherever the build lies', () => {
    const dist = path.join(root, 'dist');
    writeFakeBuild(dist, 'mfe-content', { text: 'About us' });
    const copy = path.join(root, 'copy');
    cpSync(dist, copy, { recursive: true });
    expect(releaseVersion('1.0.0', dist)).toMatch(/^1\.0\.0-[0-9a-f]{8}$/);
    expect(contentHash(copy)).toBe(contentHash(dist));
    // one byte more anywhere, even in the server build, is another release
    writeFileSync(path.join(copy, 'server', 'remoteEntry.js'), 'module.exports = {}; ');
    expect(contentHash(copy)).not.toBe(contentHash(dist));
  });

  it('copies the whole build, browser and server, into <folder>/<version>/', () => {
    const dist = path.join(root, 'dist');
    writeFakeBuild(dist, 'mfe-content', { text: 'About us' });
    const store = path.join(root, 'store');
    const version = releaseVersion('1.0.0', dist);
    expect(storeRelease(store, 'mfe-content', version, dist)).toBe(true);
    expect(fingerprint(path.join(store, 'mfe-content', version))).toEqual(fingerprint(dist));
    expect(isStored(store, 'mfe-content', version)).toBe(true);
    // nothing half-copied is left beside it
    expect(readdirSync(path.join(store, 'mfe-content'))).toEqual([version]);
  });

  it('stores the same build twice as one release, and never writes over a stored one', () => {
    const dist = path.join(root, 'dist');
    writeFakeBuild(dist, 'mfe-content', { text: 'About us' });
    const store = path.join(root, 'store');
    const version = releaseVersion('1.0.0', dist);
    storeRelease(store, 'mfe-content', version, dist);
    const stored = fingerprint(path.join(store, 'mfe-content', version));
    expect(storeRelease(store, 'mfe-content', version, dist)).toBe(false);
    expect(storedVersions(store, 'mfe-content')).toEqual([version]);
    expect(fingerprint(path.join(store, 'mfe-content', version))).toEqual(stored);
  });

  it('lists only complete releases, and refuses a name that could leave its folder', () => {
    const store = path.join(root, 'store');
    expect(storedVersions(store, 'mfe-content')).toEqual([]);
    const dist = path.join(root, 'dist');
    writeFakeBuild(dist, 'mfe-content');
    expect(() => storeRelease(store, 'mfe-content', '../escape', dist)).toThrow('not a release version');
    expect(existsSync(path.join(store, 'escape'))).toBe(false);
    expect(isStored(store, 'mfe-content', '..')).toBe(false);
  });
});
