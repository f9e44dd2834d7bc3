import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Remotes built in this repository: each mfe-* folder's dist/, served by this BFF under
 * /remotes/<folder>/. One place for the folder naming rule and the URL ↔ folder mapping.
 */

/** The mfe-* folders of the repository, sorted (built or not). */
export function remoteFolders(repoRoot: string): string[] {
  return readdirSync(repoRoot)
    .filter((folder) => folder.startsWith('mfe-'))
    .sort();
}

/** The manifest URL under which this BFF serves a remote built here. */
export const localManifestUrl = (folder: string): string => `/remotes/${folder}/mf-manifest.json`;

const LOCAL_MANIFEST = /^\/remotes\/(mfe-[a-z-]+)\/mf-manifest\.json$/;

/** A file of a remote's build output. */
export const remoteDistFile = (repoRoot: string, folder: string, file: string): string => path.join(repoRoot, folder, 'dist', file);

/**
 * A file of the build output behind a manifest URL, when this BFF serves that remote from disk; null
 * for a manifest elsewhere (a remote deployed on its own origin, REMOTE_OVERRIDES).
 */
export function localDistFile(repoRoot: string, manifestUrl: string, file: string): string | null {
  const folder = LOCAL_MANIFEST.exec(manifestUrl)?.[1];
  return folder ? remoteDistFile(repoRoot, folder, file) : null;
}
