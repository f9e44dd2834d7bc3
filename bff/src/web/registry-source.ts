import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { browserEntryOf, registryEntrySchema, registrySchema, releaseProblems, type GateManifest, type Registry, type RegistryEntry } from '@ama/contracts';
import * as z from 'zod/mini';
import type { ReleasedEntries } from '../releases/release-follower';
import { readReleaseRegistry, releaseRegistryFile, type Canary } from '../releases/release-registry';
import { CachedFiles } from './cached-file';
import { localDistFile, localManifestUrl, remoteDistFile, remoteFolders } from '../releases/remote-builds';
import type { RouteRulesSource } from './route-rules';

export interface RegistrySourceOptions {
  /** The repository root: the default registry is made from every `mfe-*\/dist/remote.json` in it. */
  repoRoot: string;
  /** A registry file (JSON, same shape as GET /api/registry without `release`) that replaces the default. */
  registryFile?: string;
  /**
   * name → URL of the remote's mf-manifest.json or of its remoteEntry.js (the other is beside it), e.g.
   * a remote on its dev server (REMOTE_OVERRIDES).
   */
  overrides?: Record<string, string>;
  /** The release store (RELEASES_DIR): its registry.json gives the entries of released remotes. */
  releasesDir?: string;
  /**
   * The registry of releases in PostgreSQL (with DATABASE_URL, a ReleaseFollower): it gives the entries
   * of released remotes instead of registry.json, whose folders stay in `releasesDir`.
   */
  releasedEntries?: ReleasedEntries;
  /** Told when an entry is refused by the release gate or the registry of releases cannot be read (the BFF logs a warning). */
  warn?: (message: string) => void;
  /** The operator's route rules (ROUTE_RULES_FILE): they travel with the registry to the shell. */
  routeRules?: RouteRulesSource;
}

const fileSchema = z.object({ remotes: z.array(registryEntrySchema) });
const descriptorSchema = z.pick(registryEntrySchema, { name: true, version: true, routes: true, serverEntry: true });

/**
 * The registry as browsers get it: where the server finds a remote's server code is none of theirs, and
 * every entry names its browser container (remoteEntry.js), which the shell registers: the browser's
 * federation runtime reads no manifests.
 */
export function browserRegistry(registry: Registry): Registry {
  return {
    ...registry,
    remotes: registry.remotes.map(({ serverEntry: _serverEntry, ssr: _ssr, ...entry }) => ({ ...entry, entry: browserEntryOf(entry) })),
  };
}

/**
 * An override's URLs: a remoteEntry.js URL (a `.js` path) is the container itself, with its manifest
 * beside it; any other URL is the manifest, with the container beside it (browserEntryOf).
 */
function overridden(url: string): Pick<RegistryEntry, 'manifestUrl' | 'entry'> {
  const bare = url.split(/[?#]/)[0]!;
  if (!bare.endsWith('.js')) return { manifestUrl: url };
  return { manifestUrl: `${bare.slice(0, bare.lastIndexOf('/') + 1)}mf-manifest.json`, entry: url };
}

/** Next to a manifest URL, where its build's server entry is (dist/server/remoteEntry.js beside dist/mf-manifest.json). */
export const serverEntryBeside = (manifestUrl: string, relative = 'server/remoteEntry.js'): string => manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1) + relative;

/** Remotes built in this repository, each served by the BFF under /remotes/<folder>/. */
function builtRemotes(repoRoot: string): RegistryEntry[] {
  return remoteFolders(repoRoot).flatMap((folder) => {
    const file = remoteDistFile(repoRoot, folder, 'remote.json');
    if (!existsSync(file)) return [];
    const { serverEntry, ...descriptor } = descriptorSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    const manifestUrl = localManifestUrl(folder);
    const built = serverEntry && existsSync(remoteDistFile(repoRoot, folder, serverEntry));
    return [{ ...descriptor, manifestUrl, preload: [], ...(built ? { serverEntry: serverEntryBeside(manifestUrl, serverEntry) } : {}) }];
  });
}

/**
 * The release id: a hash of the entries and, for remotes on disk, of their manifests' contents (a
 * rebuild changes chunk names, hence the manifest). Contents, not file times, so two servers with the
 * same files, or a copy of the same release, announce the same id and open pages are not reloaded.
 */
function releaseOf(remotes: RegistryEntry[], repoRoot: string, releasesDir?: string): string {
  const hash = createHash('sha256').update(JSON.stringify(remotes));
  for (const { manifestUrl } of remotes) {
    const file = localDistFile(repoRoot, manifestUrl, 'mf-manifest.json', releasesDir);
    if (file && existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

const mtimeOf = (file: string): string => String(statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? '-');

/**
 * Where the shell learns which remotes exist. Re-read when the registry file, the registry of releases,
 * the shell's or a built remote's manifest changes, so deploying or rolling back one remote is a change
 * of its entry and nothing else.
 *
 * Entries of released remotes come from the registry of releases (docs/delivery.md), the others from
 * the registry file or the built remotes; REMOTE_OVERRIDES apply on top. An entry read from a registry
 * (of releases, or REGISTRY_FILE) whose manifest is on disk passes the release gate first: a refused
 * entry is reported, and the remote keeps its last good entry (else its built dist/, else it is left
 * out). An entry whose manifest is on another origin cannot be read here, synchronously: it is served
 * unchecked, as before.
 */
export class RegistrySource {
  private cached?: { key: string; registry: Registry; canaries: Record<string, Canary> };
  private readonly lastGood = new Map<string, RegistryEntry>();
  private lastReleased: { entries: RegistryEntry[]; canaries: Record<string, Canary> } = { entries: [], canaries: {} };
  private readonly manifests = new CachedFiles<GateManifest>((text) => JSON.parse(text) as GateManifest);

  constructor(private readonly options: RegistrySourceOptions) {}

  private get shellManifestFile(): string {
    return path.join(this.options.repoRoot, 'shell', 'dist', 'mf-manifest.json');
  }

  private stamp(): string {
    const { registryFile, repoRoot, releasesDir, releasedEntries } = this.options;
    const built = remoteFolders(repoRoot).map((folder) => `${folder}:${mtimeOf(remoteDistFile(repoRoot, folder, 'mf-manifest.json'))}`);
    return [
      registryFile ? String(statSync(registryFile).mtimeMs) : '',
      releasedEntries ? releasedEntries.current().stamp : releasesDir ? mtimeOf(releaseRegistryFile(releasesDir)) : '',
      mtimeOf(this.shellManifestFile),
      ...built,
    ].join('|');
  }

  /** The entries of released remotes; when the registry of releases cannot be read (a bad hand edit), the last ones that could. */
  private released(): { entries: RegistryEntry[]; canaries: Record<string, Canary> } {
    const { releasesDir, releasedEntries } = this.options;
    // The follower keeps its last good read itself.
    if (releasedEntries) {
      const { entries, canaries = {} } = releasedEntries.current();
      return { entries, canaries };
    }
    if (!releasesDir) return { entries: [], canaries: {} };
    try {
      const remotes = Object.entries(readReleaseRegistry(releasesDir).remotes);
      this.lastReleased = {
        entries: remotes.map(([, { entry }]) => entry),
        canaries: Object.fromEntries(remotes.flatMap(([name, { canary }]) => (canary ? [[name, canary] as const] : []))),
      };
    } catch (error) {
      this.options.warn?.(`${releaseRegistryFile(releasesDir)} cannot be read, the last one read is kept: ${(error as Error).message}`);
    }
    return this.lastReleased;
  }

  /** The gate's problems with an entry, or none when its manifest is not on disk (nothing to check). */
  private problemsOf(entry: RegistryEntry): string[] {
    const { repoRoot, releasesDir } = this.options;
    const file = localDistFile(repoRoot, entry.manifestUrl, 'mf-manifest.json', releasesDir);
    const manifest = file ? this.manifests.read(file) : undefined;
    if (!file || !manifest) return [];
    const serverManifest = this.manifests.read(path.join(path.dirname(file), 'server', 'mf-manifest.json'));
    return releaseProblems({ remote: entry.name, manifest, serverManifest }, this.manifests.read(this.shellManifestFile));
  }

  /** The entry to serve for a remote read from a registry: itself when the gate accepts it, else the last good one. */
  private checked(entry: RegistryEntry, built: RegistryEntry[]): RegistryEntry | undefined {
    const problems = this.problemsOf(entry);
    if (problems.length === 0) {
      this.lastGood.set(entry.name, entry);
      return entry;
    }
    const fallbacks = [this.lastGood.get(entry.name), built.find(({ name }) => name === entry.name)];
    const kept = fallbacks.find((candidate) => candidate && candidate !== entry && this.problemsOf(candidate).length === 0);
    this.options.warn?.(
      `registry entry ${entry.name} ${entry.version} refused: ${problems.join('; ')}. ` + (kept ? `Serving ${entry.name} ${kept.version} instead.` : `Leaving ${entry.name} out.`),
    );
    return kept;
  }

  /** The registry with the route rules in force (docs/route-rules.md); they are no part of the release id. */
  current(): Registry {
    const registry = this.remotesRegistry();
    const rules = this.options.routeRules?.current().rules;
    return rules?.length ? { ...registry, routeRules: rules } : registry;
  }

  /** The canaries running (remote name → its canary), as the registry of releases says now. */
  canaries(): Record<string, Canary> {
    this.remotesRegistry();
    return this.cached?.canaries ?? {};
  }

  /** What a page that embeds the registry depends on besides its release: the rules file's stamp. */
  rulesStamp(): string {
    return this.options.routeRules?.current().stamp ?? '';
  }

  private remotesRegistry(): Registry {
    const key = this.stamp();
    if (this.cached?.key === key) return this.cached.registry;
    const { registryFile, repoRoot, overrides = {}, releasesDir } = this.options;
    const built = builtRemotes(repoRoot);
    const fromFile = registryFile ? fileSchema.parse(JSON.parse(readFileSync(registryFile, 'utf8'))).remotes : undefined;
    const { entries: released, canaries } = this.released();
    const releasedNames = new Set(released.map(({ name }) => name));
    // Released remotes replace their entry in place (the order of the registry stays), or are added.
    const listed = [...(fromFile ?? built).map((entry) => released.find(({ name }) => name === entry.name) ?? entry), ...released];
    const unique = listed.filter((entry, index) => listed.findIndex(({ name }) => name === entry.name) === index);
    // Built entries are the build's own output, not a registry someone wrote: they are served as they are;
    // so is an overridden remote, whose code comes from the override (a dev server) and not the entry.
    const gated = unique.flatMap((entry) => {
      const fromRegistry = (releasedNames.has(entry.name) || fromFile !== undefined) && !overrides[entry.name];
      const served = fromRegistry ? this.checked(entry, built) : entry;
      return served ? [served] : [];
    });
    // An overridden remote (its dev server, another origin) is server-rendered from the same place, when
    // a server build is there; otherwise its pages are rendered in the browser.
    const remotes = gated.map(({ entry: registered, ...entry }) => {
      const override = overrides[entry.name];
      if (!override) return registered ? { ...entry, entry: registered } : entry;
      const urls = overridden(override);
      return { ...entry, ...urls, serverEntry: serverEntryBeside(urls.manifestUrl) };
    });
    const registry = registrySchema.parse({ release: releaseOf(remotes, repoRoot, releasesDir), remotes });
    this.cached = { key, registry, canaries };
    return registry;
  }
}
