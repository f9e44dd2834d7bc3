// `npm run staff -- add <email> --role staff|manager` (docs/backoffice.md), run with tsx from the
// repository root's package.json; staff-command.ts does the work.
import { runStaffCommand } from './staff-command';

runStaffCommand(process.argv.slice(2), process.env, (line) => console.log(line)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
