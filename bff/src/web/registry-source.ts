import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { registryEntrySchema, registrySchema, type Registry, type RegistryEntry } from '@ama/contracts';
import * as z from 'zod/mini';
import { localDistFile, localManifestUrl, remoteDistFile, remoteFolders } from './local-remotes';

export interface RegistrySourceOptions {
  /** The repository root: the default registry is made from every `mfe-*\/dist/remote.json` in it. */
  repoRoot: string;
  /** A registry file (JSON, same shape as GET /api/registry without `release`) that replaces the default. */
  registryFile?: string;
  /** name → manifest URL, e.g. a remote on its dev server (REMOTE_OVERRIDES). */
  overrides?: Record<string, string>;
}

const fileSchema = z.object({ remotes: z.array(registryEntrySchema) });
const descriptorSchema = z.pick(registryEntrySchema, { name: true, version: true, routes: true, serverEntry: true });

/** The registry as browsers get it: where the server finds a remote's server code is none of theirs. */
export function browserRegistry(registry: Registry): Registry {
  return { ...registry, remotes: registry.remotes.map(({ serverEntry: _serverEntry, ssr: _ssr, ...entry }) => entry) };
}

/** Next to a manifest URL, where its build's server entry is (dist/server/remoteEntry.js beside dist/mf-manifest.json). */
export const serverEntryBeside = (manifestUrl: string, relative = 'server/remoteEntry.js'): string =>
  manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1) + relative;

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
 * The release id: a hash of the entries and, for remotes built here, of their manifests' contents (a
 * rebuild changes chunk names, hence the manifest). Contents, not file times, so two servers with the
 * same files, or a copy of the same release, announce the same id and open pages are not reloaded.
 */
function releaseOf(remotes: RegistryEntry[], repoRoot: string): string {
  const hash = createHash('sha256').update(JSON.stringify(remotes));
  for (const { manifestUrl } of remotes) {
    const file = localDistFile(repoRoot, manifestUrl, 'mf-manifest.json');
    if (file && existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Where the shell learns which remotes exist. Re-read when the registry file (or a built remote)
 * changes, so deploying or rolling back one remote is a change of its entry and nothing else.
 */
export class RegistrySource {
  private cached?: { key: string; registry: Registry };

  constructor(private readonly options: RegistrySourceOptions) {}

  private stamp(): string {
    const { registryFile, repoRoot } = this.options;
    if (registryFile) return String(statSync(registryFile).mtimeMs);
    return remoteFolders(repoRoot)
      .map((folder) => {
        const manifest = remoteDistFile(repoRoot, folder, 'mf-manifest.json');
        return existsSync(manifest) ? `${folder}:${statSync(manifest).mtimeMs}` : folder;
      })
      .join('|');
  }

  current(): Registry {
    const key = this.stamp();
    if (this.cached?.key === key) return this.cached.registry;
    const { registryFile, repoRoot, overrides = {} } = this.options;
    const listed = registryFile ? fileSchema.parse(JSON.parse(readFileSync(registryFile, 'utf8'))).remotes : builtRemotes(repoRoot);
    // An overridden remote (its dev server, another origin) is server-rendered from the same place, when
    // a server build is there; otherwise its pages are rendered in the browser.
    const remotes = listed.map((entry) => {
      const manifestUrl = overrides[entry.name];
      return manifestUrl ? { ...entry, manifestUrl, serverEntry: serverEntryBeside(manifestUrl) } : entry;
    });
    const registry = registrySchema.parse({ release: releaseOf(remotes, repoRoot), remotes });
    this.cached = { key, registry };
    return registry;
  }
}
