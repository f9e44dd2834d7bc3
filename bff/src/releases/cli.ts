// `npm run release -- <remote> [--dist <dir> | --no-build]` and `npm run rollback -- <remote> [<version>]`
// (docs/delivery.md). Run with tsx from the repository root's package.json. Exit codes: 0 done (or
// nothing to do), 1 refused or failed (the registry is as it was), 2 wrong arguments.
import { spawnSync } from 'node:child_process';
import { userInfo } from 'node:os';
import { MEMORY, openDatabase, type AppDatabase } from '../db';
import { repoRootDir } from '../paths';
import { postgresRegistryStore } from './postgres-registry-store';
import { releaseRemote, ReleaseRefused, rollbackRemote, type ReleaseContext } from './release-command';
import { fileRegistryStore, type ReleaseRegistryStore } from './registry-store';
import { resolveReleasesDir } from './release-store';

const USAGE = `usage: npm run release -- <remote> [--dist <dir> | --no-build]
       npm run rollback -- <remote> [<version>]
  <remote>: a folder (mfe-content) or a federation name (mfe_content)`;

/** The person behind the switch: git's user name, else the OS user. */
function who(repoRoot: string): string {
  const git = spawnSync('git', ['config', 'user.name'], { cwd: repoRoot, encoding: 'utf8' });
  const name = git.status === 0 ? git.stdout.trim() : '';
  if (name) return name;
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

/**
 * With DATABASE_URL the registry of releases is the shop's tables in PostgreSQL, which every instance
 * follows; otherwise the release store's registry.json, as the BFF reads it then.
 */
function registryStore(releasesDir: string): ReleaseRegistryStore {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return fileRegistryStore(releasesDir);
  // Connected at first use: wrong arguments or an unknown remote are answered without the database.
  let opened: Promise<{ database: AppDatabase; store: ReleaseRegistryStore }> | undefined;
  const store = () => (opened ??= openDatabase({ databaseUrl, dataDir: MEMORY }).then((database) => ({ database, store: postgresRegistryStore(database.kysely) })));
  return {
    read: async () => (await store()).store.read(),
    update: async (name, decide) => (await store()).store.update(name, decide),
    close: async () => {
      if (opened) await (await opened).database.close();
    },
  };
}

/**
 * A first release records the build the shop served before it as the remote's baseline, where a rollback
 * of that release returns (docs/delivery.md): the release names it, so the team knows what it can go back to.
 */
const baselineLine = (name: string, baseline: string, released: string): string =>
  baseline === released
    ? `baseline recorded: ${baseline}, the build that was live, which is this release (a rollback has nothing to return to)`
    : `baseline recorded: ${baseline}, the build this release replaced (npm run rollback -- ${name} returns to it)`;

async function run(command: string, args: string[], registry: ReleaseRegistryStore, releasesDir: string): Promise<number> {
  const repoRoot = repoRootDir();
  const context: ReleaseContext = {
    repoRoot,
    releasesDir,
    registry,
    by: who(repoRoot),
    commandLine: `npm run ${command} -- ${args.join(' ')}`,
    log: (line) => console.log(line),
  };
  const positional = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--dist');
  if (command === 'release') {
    const distAt = args.indexOf('--dist');
    const dist = distAt >= 0 ? args[distAt + 1] : undefined;
    const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--dist' && arg !== '--no-build');
    if (positional.length !== 1 || unknown.length > 0 || (distAt >= 0 && !dist)) return usage();
    const outcome = await releaseRemote(context, positional[0]!, { dist, build: !args.includes('--no-build') });
    const stored = outcome.copied ? `stored in ${context.releasesDir}` : 'already in the store';
    console.log(
      outcome.switched
        ? `released ${outcome.name} ${outcome.version} (${stored}; was ${outcome.from ?? 'not released'}): the shop serves it from its next registry read`
        : `${outcome.name} ${outcome.version} is already the current release: nothing to do`,
    );
    if (outcome.recordedBaseline) console.log(baselineLine(outcome.name, outcome.recordedBaseline, outcome.version));
    return 0;
  }
  if (command === 'rollback') {
    if (positional.length < 1 || positional.length > 2 || args.some((arg) => arg.startsWith('--'))) return usage();
    const outcome = await rollbackRemote(context, positional[0]!, positional[1]);
    const baseline = outcome.baseline ? ', the build its first release replaced' : '';
    console.log(
      outcome.switched
        ? `rolled ${outcome.name} back from ${outcome.from} to ${outcome.version}${baseline}: the shop serves it from its next registry read`
        : `${outcome.name} is already at ${outcome.version}${baseline}: nothing to do`,
    );
    return 0;
  }
  return usage();
}

function usage(): number {
  console.error(USAGE);
  return 2;
}

async function main(command: string, args: string[]): Promise<number> {
  const releasesDir = resolveReleasesDir(repoRootDir(), process.env.RELEASES_DIR);
  const registry = registryStore(releasesDir);
  try {
    return await run(command, args, registry, releasesDir);
  } finally {
    await registry.close();
  }
}

const [command = '', ...args] = process.argv.slice(2);
main(command, args).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ReleaseRefused) {
      console.error(`${error.message}${error.problems.map((problem) => `\n  - ${problem}`).join('')}`);
    } else {
      console.error(error instanceof Error ? error.message : error);
    }
    process.exitCode = 1;
  },
);
