// What `npm run staff -- add <email> --role staff|manager` (docs/backoffice.md): creates a staff account and
// prints its one-time password, to be replaced at the first sign-in. The first manager is made this way;
// later ones by a manager in the back office. Exit codes: 0 done, 1 refused or failed, 2 wrong arguments.
import { newStaffAccountSchema } from '@ama/contracts';
import { loadConfig } from './app-config';
import { addStaffAccount } from './backoffice';
import { ConflictError } from './domain/errors';
import { openReadyDatabase } from './ready-database';

const USAGE = 'usage: npm run staff -- add <email> --role staff|manager';

/** The command's arguments, or null when they are not `add <email> --role <role>`. */
export function parseStaffArguments(args: readonly string[]): { email: string; role: 'staff' | 'manager' } | null {
  const [command, email, flag, role, ...rest] = args;
  if (command !== 'add' || flag !== '--role' || rest.length > 0) return null;
  const parsed = newStaffAccountSchema.safeParse({ email, role });
  return parsed.success ? parsed.data : null;
}

export async function runStaffCommand(args: readonly string[], env: Record<string, string | undefined>, print: (line: string) => void): Promise<number> {
  const parsed = parseStaffArguments(args);
  if (!parsed) {
    print(USAGE);
    return 2;
  }
  const database = await openReadyDatabase(loadConfig(env));
  try {
    const { account, oneTimePassword } = await addStaffAccount(database.kysely, parsed.email, parsed.role);
    print(`Added ${account.email} (${account.role}).`);
    print(`One-time password: ${oneTimePassword}`);
    print('Sign in at /en/staff with it; the back office then asks for a password of your own.');
    return 0;
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    print(`${parsed.email} has a staff account already.`);
    return 1;
  } finally {
    await database.close();
  }
}
