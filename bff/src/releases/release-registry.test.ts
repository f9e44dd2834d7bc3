import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RegistryEntry } from '@ama/contracts';
import {
  previousVersion,
  readReleaseRegistry,
  releaseRegistryFile,
  switchEntry,
  withRegistryLock,
  writeReleaseRegistry,
  type HistoryRecord,
  type ReleaseRegistry,
} from './release-registry';

/** Reads and parses the file in a loop; prints 'ready', then on SIGTERM '<reads> <unparsable reads>'. */
const READER = `
const fs = require('node:fs');
let reads = 0, broken = 0;
process.on('SIGTERM', () => { process.stdout.write(reads + ' ' + broken + '\\n', () => process.exit(0)); });
process.stdout.write('ready\\n');
(function loop() {
  for (let i = 0; i < 20; i += 1) { reads += 1; try { JSON.parse(fs.readFileSync(process.argv[1], 'utf8')); } catch { broken += 1; } }
  setImmediate(loop);
})();
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ama-registry-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const entry = (name: string, version: string): RegistryEntry => ({
  name,
  version,
  routes: ['/about-us'],
  manifestUrl: `/releases/${name.replace(/_/g, '-')}/${version}/mf-manifest.json`,
  preload: [],
});
const record = (version: string, command: HistoryRecord['command'] = 'release'): HistoryRecord => ({ version, at: '2026-01-01T09:00:00.000Z', by: 'Ada', command });

describe('the registry of releases', () => {
  it('is empty until something is released', () => {
    expect(readReleaseRegistry(dir)).toEqual({ remotes: {} });
  });

  it("switches one remote's entry and grows its history, leaving the others as they were", () => {
    let registry: ReleaseRegistry = { remotes: {} };
    registry = switchEntry(registry, 'mfe-club', entry('mfe_club', '1.0.0-aaaaaaaa'), record('1.0.0-aaaaaaaa'));
    registry = switchEntry(registry, 'mfe-content', entry('mfe_content', '1.0.0-bbbbbbbb'), record('1.0.0-bbbbbbbb'));
    const club = registry.remotes.mfe_club;
    registry = switchEntry(registry, 'mfe-content', entry('mfe_content', '1.0.1-cccccccc'), record('1.0.1-cccccccc'));
    expect(registry.remotes.mfe_club).toBe(club);
    expect(registry.remotes.mfe_content?.entry.version).toBe('1.0.1-cccccccc');
    expect(registry.remotes.mfe_content?.history.map(({ version }) => version)).toEqual(['1.0.0-bbbbbbbb', '1.0.1-cccccccc']);
  });

  it('is written whole: a reader in another process, reading all along, never finds half a file', async () => {
    // Large enough (a long history) that a write in place would be seen half done.
    const history = Array.from({ length: 500 }, (_, index) => record(`1.0.${index}-aaaaaaaa`));
    let registry: ReleaseRegistry = { remotes: { mfe_content: { folder: 'mfe-content', entry: entry('mfe_content', '1.0.499-aaaaaaaa'), history } } };
    writeReleaseRegistry(dir, registry);
    const reader = spawn(process.execPath, ['-e', READER, releaseRegistryFile(dir)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    reader.stdout.on('data', (chunk) => (output += chunk));
    await new Promise((resolve) => reader.stdout.once('data', resolve)); // the reader has started
    for (let index = 0; index < 60; index += 1) {
      registry = switchEntry(registry, 'mfe-club', entry('mfe_club', `2.0.${index}-bbbbbbbb`), record(`2.0.${index}-bbbbbbbb`));
      writeReleaseRegistry(dir, registry);
    }
    reader.kill('SIGTERM');
    await new Promise((resolve) => reader.once('exit', resolve));
    const [reads, broken] = output.trim().split('\n').at(-1)!.split(' ').map(Number);
    expect(reads).toBeGreaterThan(10);
    expect(broken).toBe(0);
    expect(readReleaseRegistry(dir).remotes.mfe_club?.history).toHaveLength(60);
    expect(readdirSync(dir)).toEqual(['registry.json']);
  });

  it('refuses to write or read a registry of the wrong shape', () => {
    const broken = { remotes: { mfe_content: { folder: 'mfe-content', entry: { name: 'mfe_content' }, history: [] } } } as unknown as ReleaseRegistry;
    expect(() => writeReleaseRegistry(dir, broken)).toThrow();
    writeFileSync(releaseRegistryFile(dir), '{"remotes": ');
    expect(() => readReleaseRegistry(dir)).toThrow();
  });

  it('runs one read-modify-write at a time, and takes over a lock left by a dead process', () => {
    expect(withRegistryLock(dir, () => readdirSync(dir))).toEqual(['.registry.lock']);
    expect(readdirSync(dir)).toEqual([]);
    const lock = path.join(dir, '.registry.lock');
    writeFileSync(lock, '');
    const old = Date.now() / 1000 - 120;
    utimesSync(lock, old, old);
    expect(withRegistryLock(dir, () => 'done')).toBe('done');
  });
});

describe('previousVersion', () => {
  it('is the release before the current one, walking further back on each rollback', () => {
    expect(previousVersion([record('A'), record('B'), record('C')], 'C')).toBe('B');
    expect(previousVersion([record('A'), record('B'), record('C'), record('B', 'rollback')], 'B')).toBe('A');
    expect(previousVersion([record('A'), record('B'), record('A', 'rollback')], 'A')).toBeUndefined();
  });

  it('has nothing before the baseline: a rollback back to it does not go forward again', () => {
    expect(previousVersion([record('A', 'baseline'), record('B'), record('A', 'rollback')], 'A')).toBeUndefined();
    expect(previousVersion([record('A', 'baseline'), record('B'), record('C'), record('A', 'rollback')], 'A')).toBeUndefined();
  });

  it('after a rollback and a new release, returns to the version rolled back to', () => {
    expect(previousVersion([record('A'), record('B'), record('A', 'rollback'), record('C')], 'C')).toBe('A');
  });
});
