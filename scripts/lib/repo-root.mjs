// The repository root for the scripts in scripts/, wherever they are started from (npm, Playwright's
// webServer, a shell in another folder).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
