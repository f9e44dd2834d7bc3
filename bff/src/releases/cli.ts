// `npm run release -- <remote> [--dist <dir> | --no-build] [--candidate]`, `npm run release -- promote |
// abort | preview | status …` and `npm run rollback -- <remote> [<version>]` (docs/delivery.md). Run with tsx from the repository root's package.json. Exit codes: 0 done (or
// nothing to do), 1 refused or failed (the registry is as it was), 2 wrong arguments.
import { spawnSync } from 'node:child_process';
import { userInfo } from 'node:os';
import { MEMORY, openDatabase, type AppDatabase } from '../db';
import { repoRootDir } from '../paths';
import { postgresRegistryStore } from './postgres-registry-store';
import { previewLink } from './preview-link';
import { abortCandidate, promoteRemote, releaseRemote, ReleaseRefused, releaseStatus, resolveRemote, rollbackRemote, type ReleaseContext } from './release-command';
import { fileRegistryStore, type ReleaseRegistryStore } from './registry-store';
import { resolveReleasesDir } from './release-store';

const USAGE = `usage: npm run release -- <remote> [--dist <dir> | --no-build] [--candidate | --canary <percent>]
       npm run release -- promote <remote> [<version>]     make the candidate (or that stored build) live
       npm run release -- abort <remote>                   give up the remote's candidate or canary
       npm run release -- preview <remote>@<version> …     a preview link for these stored builds
       npm run release -- status                           live release and candidate of every remote
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
    storeFiles: async (folder, version, dir) => (await store()).store.storeFiles?.(folder, version, dir),
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
  const positional = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--dist' && args[index - 1] !== '--canary');
  if (command === 'release' && SUBCOMMANDS[positional[0] ?? '']) {
    if (args.some((arg) => arg.startsWith('--'))) return usage();
    return SUBCOMMANDS[positional[0]!]!(context, positional.slice(1));
  }
  if (command === 'release') {
    const distAt = args.indexOf('--dist');
    const dist = distAt >= 0 ? args[distAt + 1] : undefined;
    const canaryAt = args.indexOf('--canary');
    const canary = canaryAt >= 0 ? Number(args[canaryAt + 1]) : undefined;
    const unknown = args.filter((arg) => arg.startsWith('--') && !['--dist', '--no-build', '--candidate', '--canary'].includes(arg));
    if (positional.length !== 1 || unknown.length > 0 || (distAt >= 0 && !dist) || Number.isNaN(canary)) return usage();
    const outcome = await releaseRemote(context, positional[0]!, { dist, build: !args.includes('--no-build'), candidate: args.includes('--candidate'), canary });
    const stored = outcome.copied ? `stored in ${context.releasesDir}` : 'already in the store';
    if (outcome.candidate) return printCandidate(outcome, stored, canary);
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

/** The preview link's line: the link, or why there is none. */
function previewLine(versions: Record<string, string>): string {
  const link = previewLink(process.env, versions);
  return link ? `preview (this browser only, for 3 days): ${link}` : 'no preview link: this shop is deployed (NODE_ENV=production with PUBLIC_URL) and PREVIEW_SECRET is not set';
}

function printCandidate(outcome: { name: string; version: string; from?: string; switched: boolean }, stored: string, canary?: number): number {
  if (outcome.from === outcome.version) {
    console.log(`${outcome.name} ${outcome.version} is already the live release: nothing to preview`);
    return 0;
  }
  console.log(`candidate ${outcome.name} ${outcome.version} (${stored}; live stays ${outcome.from ?? 'the built remote'})`);
  if (canary !== undefined) console.log(`canary: ${canary} % of visitors get ${outcome.version} from the shop's next registry read; the others keep ${outcome.from}`);
  console.log(previewLine({ [outcome.name]: outcome.version }));
  console.log(`make it live: npm run release -- promote ${outcome.name} ${outcome.version}`);
  return 0;
}

type Subcommand = (context: ReleaseContext, args: string[]) => Promise<number>;

/** `npm run release -- <subcommand> …`: the steps after a candidate. */
const SUBCOMMANDS: Record<string, Subcommand | undefined> = {
  promote: async (context, args) => {
    if (args.length < 1 || args.length > 2) return usage();
    const outcome = await promoteRemote(context, args[0]!, args[1]);
    console.log(
      outcome.switched
        ? `promoted ${outcome.name} ${outcome.version} (was ${outcome.from ?? 'not released'}): the shop serves it from its next registry read`
        : `${outcome.name} ${outcome.version} is already the live release: nothing to do`,
    );
    return 0;
  },
  abort: async (context, args) => {
    if (args.length !== 1) return usage();
    const outcome = await abortCandidate(context, args[0]!);
    console.log(`gave up candidate ${outcome.name} ${outcome.version}: previews of it keep working until their links expire; the live release is unchanged`);
    return 0;
  },
  preview: async (context, args) => {
    const pairs = args.map((arg) => /^([a-z_-]+)@(\S+)$/.exec(arg));
    if (pairs.length === 0 || pairs.some((pair) => !pair)) return usage();
    const versions = Object.fromEntries(pairs.map((pair) => [resolveRemote(context.repoRoot, pair![1]!).name, pair![2]!]));
    console.log(previewLine(versions));
    return 0;
  },
  status: async (context, args) => {
    if (args.length !== 0) return usage();
    for (const remote of await releaseStatus(context)) {
      const candidate = remote.candidate ? `candidate ${remote.candidate.version} (${remote.candidate.by}, ${remote.candidate.at})` : 'no candidate';
      const canary = remote.canary ? `canary ${remote.canary.percent} % since ${remote.canary.since}` : 'no canary';
      console.log(`${remote.name.padEnd(18)} live ${(remote.live ?? 'its build (never released)').padEnd(28)} ${candidate}; ${canary}`);
      if (remote.aborted)
        console.log(
          `${''.padEnd(18)} ${remote.aborted.version} aborted by ${remote.aborted.by} at ${remote.aborted.at}${remote.aborted.commandLine?.startsWith('automatic') ? `: ${remote.aborted.commandLine}` : ''}`,
        );
    }
    return 0;
  },
};

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
