import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { claimDataDir } from './data-dir-lock';

describe('the embedded database’s folder, one process at a time', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ama-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a folder another live process holds, naming it, and takes it once that process is gone', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(path.join(dir, 'opened-by.pid'), String(other.pid));
      expect(() => claimDataDir(dir)).toThrow(new RegExp(`open in process ${other.pid}`));
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
    const release = claimDataDir(dir);
    release();
  });

  it('lets the same process open it again, and a released folder be claimed by anyone', () => {
    const release = claimDataDir(dir);
    expect(() => claimDataDir(dir)).not.toThrow();
    release();
    writeFileSync(path.join(dir, 'opened-by.pid'), '999999999');
    expect(() => claimDataDir(dir)()).not.toThrow();
  });
});
