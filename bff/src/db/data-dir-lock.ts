import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database has no lock of its own: two processes opening one data folder both write to
 * it and corrupt it. So the process that opens it writes its pid beside it, and another process (a
 * second `npm start`, `npm run staff` while the shop runs) is refused while that pid is alive. A pid
 * left by a process that died is ignored.
 */
const LOCK_FILE = 'opened-by.pid';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Claims `dataDir` for this process, or throws naming the process that holds it; returns the release. */
export function claimDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  let holder: number | undefined;
  try {
    holder = Number(readFileSync(file, 'utf8').trim());
  } catch {
    holder = undefined;
  }
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(`The embedded database in ${dataDir} is open in process ${holder} (a running shop?): stop it first, or set DATABASE_URL`);
  }
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      // Gone already: nothing to release.
    }
  };
}
