import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from './db';
import { parseStaffArguments, runStaffCommand } from './staff-command';

describe('npm run staff', () => {
  it('takes `add <email> --role staff|manager` and nothing else', () => {
    expect(parseStaffArguments(['add', 'Boss@AMA.example', '--role', 'manager'])).toEqual({ email: 'boss@ama.example', role: 'manager' });
    for (const args of [
      [],
      ['add', 'boss@ama.example'],
      ['add', 'boss', '--role', 'manager'],
      ['add', 'boss@ama.example', '--role', 'owner'],
      ['remove', 'a@b.c', '--role', 'staff'],
    ]) {
      expect(parseStaffArguments(args)).toBeNull();
    }
  });

  it('adds the first manager to the embedded database and prints a one-time password; a second add of the same e-mail is refused', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ama-staff-'));
    try {
      const printed: string[] = [];
      expect(await runStaffCommand(['add', 'boss@ama.example', '--role', 'manager'], { NODE_ENV: 'test', DATA_DIR: dataDir }, (line) => printed.push(line))).toBe(0);
      const password = /One-time password: (\S+)/.exec(printed.join('\n'))?.[1];
      expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
      expect(await runStaffCommand(['add', 'boss@ama.example', '--role', 'staff'], { NODE_ENV: 'test', DATA_DIR: dataDir }, (line) => printed.push(line))).toBe(1);
      expect(await runStaffCommand(['add'], {}, (line) => printed.push(line))).toBe(2);

      const db = await openDatabase({ dataDir });
      try {
        const rows = await db.kysely.selectFrom('staff_accounts').select(['email', 'role', 'must_change_password', 'password_hash']).execute();
        expect(rows).toEqual([{ email: 'boss@ama.example', role: 'manager', must_change_password: true, password_hash: expect.stringMatching(/^\$argon2id\$/) }]);
        expect(rows[0]!.password_hash).not.toContain(password);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
