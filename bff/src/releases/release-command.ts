import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { registryEntrySchema, releaseProblems, type GateManifest, type RegistryEntry } from '@ama/contracts';
import * as z from 'zod/mini';
import { releaseUrl, remoteFolders } from './remote-builds';
import { baselineVersion, pendingCandidate, previousVersion, type Canary, type HistoryRecord, type ReleasedRemote } from './release-registry';
import { fileRegistryStore, type ReleaseRegistryStore } from './registry-store';
import { isStored, releaseFolder, releaseVersion, storedVersions, storeRelease } from './release-store';

/**
 * What `npm run release` and `npm run rollback` do (cli.ts parses the arguments and prints): each
 * touches one remote's folder in the store and one entry of the registry of releases, nothing else.
 */

export interface ReleaseContext {
  repoRoot: string;
  releasesDir: string;
  /** Who switches the entry, for its history. */
  by: string;
  /** The command line, for the history. */
  commandLine?: string;
  /** Where the registry of releases is kept: PostgreSQL with DATABASE_URL (cli.ts), else `<releasesDir>/registry.json`. */
  registry?: ReleaseRegistryStore;
  /** The running shell's mf-manifest.json, which a release is checked against (the shell's build by default). */
  shellManifestFile?: string;
  now?: () => Date;
  log?: (line: string) => void;
}

/** A release or rollback that was not done, with the reasons; the registry is as it was. */
export class ReleaseRefused extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(message);
    this.name = 'ReleaseRefused';
  }
}

export interface RemoteId {
  folder: string;
  name: string;
}

/** A remote named by folder (mfe-content) or by federation name (mfe_content). */
export function resolveRemote(repoRoot: string, given: string): RemoteId {
  const folders = remoteFolders(repoRoot);
  const folder = folders.find((candidate) => candidate === given || candidate.replace(/-/g, '_') === given);
  if (!folder) throw new ReleaseRefused(`unknown remote "${given}": one of ${folders.map((name) => `${name} (${name.replace(/-/g, '_')})`).join(', ')}`);
  return { folder, name: folder.replace(/-/g, '_') };
}

/** The remote's own build, as scripts/build.mjs runs it: no other app is rebuilt. */
export function buildRemote(repoRoot: string, folder: string): void {
  const result = spawnSync('npx', ['rspack', 'build'], { cwd: path.join(repoRoot, folder), stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new ReleaseRefused(`the build of ${folder} failed:\n${result.stdout}${result.stderr}`);
}

const descriptorSchema = z.pick(registryEntrySchema, { name: true, version: true, routes: true, serverEntry: true });
type Descriptor = z.infer<typeof descriptorSchema>;

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** The build's remote.json (name, version, routes, server entry), refused when it is missing or another remote's. */
function descriptorOf(dir: string, remote: RemoteId): Descriptor {
  for (const file of ['mf-manifest.json', 'remote.json']) {
    if (!existsSync(path.join(dir, file))) throw new ReleaseRefused(`${dir} is not a build of ${remote.folder}: ${file} is missing`);
  }
  const descriptor = descriptorSchema.parse(readJson(path.join(dir, 'remote.json')));
  if (descriptor.name !== remote.name) throw new ReleaseRefused(`${dir} is a build of ${descriptor.name}, not of ${remote.name}`);
  return descriptor;
}

/** What the running shell provides: its manifest and the `sharedApi` of its remote.json, when its build wrote one. */
export interface ShellBuild {
  manifest: GateManifest;
  sharedApi?: unknown;
}

const sharedApiBeside = (manifestFile: string): unknown => {
  const file = path.join(path.dirname(manifestFile), 'remote.json');
  return existsSync(file) ? (readJson(file) as { sharedApi?: unknown }).sharedApi : undefined;
};

/** The running shell's build; a release cannot be checked, hence is refused, without it. */
function shellBuild(context: ReleaseContext): ShellBuild {
  const file = context.shellManifestFile ?? path.join(context.repoRoot, 'shell', 'dist', 'mf-manifest.json');
  if (!existsSync(file)) throw new ReleaseRefused(`the shell is not built (${file} is missing): a release is checked against the shared versions it provides`);
  return { manifest: readJson(file) as GateManifest, sharedApi: sharedApiBeside(file) };
}

/** The gate (contracts' releaseProblems) on a build folder: its browser manifest, its server manifest when present, and the shared API it was built against. */
export function buildProblems(name: string, dir: string, shell: ShellBuild | undefined): string[] {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const serverFile = path.join(dir, 'server', 'mf-manifest.json');
  return releaseProblems(
    {
      remote: name,
      manifest: readJson(manifestFile) as GateManifest,
      serverManifest: existsSync(serverFile) ? (readJson(serverFile) as GateManifest) : undefined,
      sharedApi: sharedApiBeside(manifestFile),
    },
    shell?.manifest,
    shell?.sharedApi,
  );
}

/** The registry entry of a stored release: its URLs under /releases/, its routes and server entry. */
export function storedEntry(releasesDir: string, remote: RemoteId, version: string, previous?: RegistryEntry): RegistryEntry {
  const stored = releaseFolder(releasesDir, remote.folder, version);
  const descriptor = descriptorOf(stored, remote);
  const serverEntry = descriptor.serverEntry && existsSync(path.join(stored, descriptor.serverEntry)) ? descriptor.serverEntry : undefined;
  return {
    name: remote.name,
    version,
    routes: descriptor.routes,
    manifestUrl: releaseUrl(remote.folder, version, 'mf-manifest.json'),
    preload: [],
    ...(serverEntry ? { serverEntry: releaseUrl(remote.folder, version, serverEntry) } : {}),
    // A server-rendering setting given to the entry by hand stays with the remote across releases.
    ...(previous?.ssr !== undefined ? { ssr: previous.ssr } : {}),
  };
}

/** The gate on a stored release, against the shell the repository runs (a preview's check, release-sides.ts). */
export const storedReleaseProblems = (repoRoot: string, releasesDir: string, remote: RemoteId, version: string): string[] =>
  buildProblems(remote.name, releaseFolder(releasesDir, remote.folder, version), shellBuild({ repoRoot, releasesDir, by: '' }));

export interface Switch {
  name: string;
  version: string;
  /** The version the entry had before; undefined for a first release. */
  from?: string;
  /** False when the entry already pointed there: nothing was written. */
  switched: boolean;
  /** True when the version is the build the remote's first release replaced. */
  baseline?: boolean;
  /** The baseline this switch wrote into the history (a first release only), for the command to name it. */
  recordedBaseline?: string;
}

const registryOf = (context: ReleaseContext): ReleaseRegistryStore => context.registry ?? fileRegistryStore(context.releasesDir);

const recordOf = (context: ReleaseContext, command: HistoryRecord['command'], version: string): HistoryRecord => ({
  version,
  at: (context.now?.() ?? new Date()).toISOString(),
  by: context.by,
  command,
  ...(context.commandLine ? { commandLine: context.commandLine } : {}),
});

/** Points the remote's entry at a stored release, recording who did it; other entries untouched. */
function switchTo(context: ReleaseContext, remote: RemoteId, version: string, command: HistoryRecord['command'], baseline?: string): Promise<Switch> {
  return registryOf(context).update<Switch>(remote.name, (released) => {
    const previous = released?.entry;
    const isBaseline = version === (baselineVersion(released?.history ?? []) ?? baseline);
    if (previous?.version === version) return { result: { name: remote.name, version, from: version, switched: false, baseline: isBaseline } };
    const entry = storedEntry(context.releasesDir, remote, version, previous);
    const first = baseline ? recordOf(context, 'baseline', baseline) : undefined;
    // Both stores open a history with the baseline only when the remote has none yet.
    const recordedBaseline = released ? undefined : first?.version;
    return {
      write: { folder: remote.folder, entry, record: recordOf(context, command, version), baseline: first },
      result: { name: remote.name, version, from: previous?.version, switched: true, baseline: isBaseline, ...(recordedBaseline ? { recordedBaseline } : {}) },
    };
  });
}

/**
 * Before a remote's first release: stores the build that is live now, its dist/ (what the registry
 * serves by default), as a release, so a rollback can return to it even after the release rebuilt
 * dist/. Returns its version, or undefined when dist/ holds no complete build of the remote.
 */
async function storeBaseline(context: ReleaseContext, remote: RemoteId): Promise<{ version: string; copied: boolean } | undefined> {
  if ((await registryOf(context).read()).remotes[remote.name]) return undefined;
  const dist = path.join(context.repoRoot, remote.folder, 'dist');
  let descriptor: Descriptor;
  try {
    descriptor = descriptorOf(dist, remote);
  } catch {
    context.log?.(`${remote.folder}/dist holds no build of ${remote.name}: a rollback of this first release will have nothing to return to`);
    return undefined;
  }
  const version = releaseVersion(descriptor.version, dist);
  return { version, copied: storeRelease(context.releasesDir, remote.folder, version, dist) };
}

export interface ReleaseOptions {
  /** Release this build folder instead of the remote's dist/ (and build nothing). */
  dist?: string;
  /** Build the remote first (default true; false releases its existing dist/). */
  build?: boolean;
  /** Store and check it as a candidate to preview, leaving the live entry as it is (promoteRemote makes it live). */
  candidate?: boolean;
  /** Serve that candidate to this share of visitors (1–99 %) until it is promoted or aborted. */
  canary?: number;
}

export interface Released extends Switch {
  /** False when the same build was already in the store. */
  copied: boolean;
  /** A candidate: stored and checked, not live. */
  candidate?: boolean;
}

/** Builds the remote (unless told not to), checks it, copies it into the store and switches its entry. */
export async function releaseRemote(context: ReleaseContext, given: string, options: ReleaseOptions = {}): Promise<Released> {
  const remote = resolveRemote(context.repoRoot, given);
  // Taken before the build, which overwrites dist/.
  const baseline = await storeBaseline(context, remote);
  if (!options.dist && options.build !== false) {
    const started = Date.now();
    buildRemote(context.repoRoot, remote.folder);
    context.log?.(`built ${remote.folder} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const dist = path.resolve(options.dist ?? path.join(context.repoRoot, remote.folder, 'dist'));
  const descriptor = descriptorOf(dist, remote);
  const problems = buildProblems(remote.name, dist, shellBuild(context));
  if (problems.length > 0) throw new ReleaseRefused(`release of ${remote.name} refused; the shop keeps its current release`, problems);
  const version = releaseVersion(descriptor.version, dist);
  // A release of the very build that was live was copied into the store as the baseline just now.
  const copied = storeRelease(context.releasesDir, remote.folder, version, dist) || (baseline?.version === version && baseline.copied);
  // Before any switch: every instance can fetch what it is about to serve (with DATABASE_URL).
  await shareFiles(context, remote, version);
  if (baseline) await shareFiles(context, remote, baseline.version);
  if (options.candidate || options.canary !== undefined)
    return { ...(await recordCandidate(context, remote, version, baseline?.version, options.canary)), copied, candidate: true };
  return { ...(await switchTo(context, remote, version, 'release', baseline?.version)), copied };
}

/**
 * Records a stored build as the remote's candidate, served to `percent` of visitors when given (a
 * canary); the live entry stays. A new candidate ends a canary of an earlier one. A remote never released
 * yet gets its live build (the baseline) as its entry first, so the history says what a promotion replaces.
 */
function recordCandidate(context: ReleaseContext, remote: RemoteId, version: string, baseline?: string, percent?: number): Promise<Switch> {
  if (percent !== undefined && !(Number.isInteger(percent) && percent >= 1 && percent <= 99))
    throw new ReleaseRefused(`a canary's share is a whole percent from 1 to 99, not ${percent}`);
  return registryOf(context).update<Switch>(remote.name, (released) => {
    const live = released?.entry;
    const unchanged = { name: remote.name, version, from: live?.version, switched: false };
    if (live?.version === version || (!live && (!baseline || baseline === version))) return { result: unchanged };
    const entry = live ?? storedEntry(context.releasesDir, remote, baseline!);
    const first = released ? undefined : recordOf(context, 'baseline', baseline!);
    const record = recordOf(context, percent === undefined ? 'candidate' : 'canary', version);
    const canary = percent === undefined ? undefined : { version, percent, since: record.at };
    return { write: { folder: remote.folder, entry, record, baseline: first, canary }, result: { ...unchanged, from: entry.version } };
  });
}

/** Shares a stored release's files with every instance (the registry's storeFiles: PostgreSQL), before a switch to it. */
const shareFiles = async (context: ReleaseContext, remote: RemoteId, version: string): Promise<void> =>
  registryOf(context).storeFiles?.(remote.folder, version, releaseFolder(context.releasesDir, remote.folder, version));

/** A stored release the gate accepts against the running shell; refused with `refusal` otherwise. */
async function checkStored(context: ReleaseContext, remote: RemoteId, version: string, refusal: string): Promise<void> {
  if (!isStored(context.releasesDir, remote.folder, version)) {
    const known = storedVersions(context.releasesDir, remote.folder);
    throw new ReleaseRefused(`${remote.name} ${version} is not in the release store; stored: ${known.join(', ') || 'none'}`);
  }
  const problems = buildProblems(remote.name, releaseFolder(context.releasesDir, remote.folder, version), shellBuild(context));
  if (problems.length > 0) throw new ReleaseRefused(refusal, problems);
  // A release stored before its files were kept in the database is shared now, before the switch.
  await shareFiles(context, remote, version);
}

const releasedOf = async (context: ReleaseContext, remote: RemoteId): Promise<ReleasedRemote | undefined> => (await registryOf(context).read()).remotes[remote.name];

/** Makes a candidate live: the one recorded last, or the stored `version` named (what a preview link showed), checked by the gate again. */
export async function promoteRemote(context: ReleaseContext, given: string, version?: string): Promise<Switch> {
  const remote = resolveRemote(context.repoRoot, given);
  const released = await releasedOf(context, remote);
  const target = version ?? (released ? pendingCandidate(released.history)?.version : undefined);
  if (!target) throw new ReleaseRefused(`${remote.name} has no candidate to promote: store one with npm run release -- ${remote.folder} --candidate, or name a stored version`);
  await checkStored(context, remote, target, `promotion of ${remote.name} ${target} refused; the shop keeps ${released?.entry.version ?? 'its current build'}`);
  return switchTo(context, remote, target, 'promote');
}

/** Gives up the remote's pending candidate (its files stay in the store; the live entry is untouched). */
export async function abortCandidate(context: ReleaseContext, given: string): Promise<{ name: string; version: string }> {
  const remote = resolveRemote(context.repoRoot, given);
  return registryOf(context).update(remote.name, (released) => {
    const candidate = released ? pendingCandidate(released.history) : undefined;
    if (!released || !candidate) throw new ReleaseRefused(`${remote.name} has no candidate to abort`);
    return {
      write: { folder: released.folder, entry: released.entry, record: recordOf(context, 'abort', candidate.version) },
      result: { name: remote.name, version: candidate.version },
    };
  });
}

export interface RemoteReleaseStatus {
  name: string;
  folder: string;
  /** The live release; undefined while the remote was never released (the shop serves its dist/). */
  live?: string;
  candidate?: HistoryRecord;
  canary?: Canary;
  /** The last canary's end, when it was aborted (by a person, or by the shop: its reason is in commandLine). */
  aborted?: HistoryRecord;
}

/** Per remote of the repository: its live release and its pending candidate. */
export async function releaseStatus(context: ReleaseContext): Promise<RemoteReleaseStatus[]> {
  const registry = await registryOf(context).read();
  return remoteFolders(context.repoRoot).map((folder) => {
    const name = folder.replace(/-/g, '_');
    const released = registry.remotes[name];
    const candidate = released ? pendingCandidate(released.history) : undefined;
    const last = released?.history.findLast((record) => record.command !== 'baseline');
    return {
      name,
      folder,
      ...(released ? { live: released.entry.version } : {}),
      ...(candidate ? { candidate } : {}),
      ...(released?.canary ? { canary: released.canary } : {}),
      ...(last?.command === 'abort' ? { aborted: last } : {}),
    };
  });
}

/** Points the remote's entry back at the previous release in its history, or at a named stored release. */
export async function rollbackRemote(context: ReleaseContext, given: string, version?: string): Promise<Switch> {
  const remote = resolveRemote(context.repoRoot, given);
  const released = (await registryOf(context).read()).remotes[remote.name];
  if (!released) throw new ReleaseRefused(`${remote.name} has no release to roll back: it was never released with npm run release`);
  // With no earlier release, back to the build the first release replaced (the same build: nothing to do).
  const target = version ?? previousVersion(released.history, released.entry.version) ?? baselineVersion(released.history);
  if (!target) throw new ReleaseRefused(`${remote.name} has no release before ${released.entry.version} to roll back to`);
  await checkStored(context, remote, target, `rollback of ${remote.name} to ${target} refused; the shop keeps ${released.entry.version}`);
  return switchTo(context, remote, target, 'rollback');
}
