import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Remotes this BFF has on disk: each mfe-* folder's dist/, served under /remotes/<folder>/, and the
 * releases in the release store (RELEASES_DIR), served under /releases/<folder>/<version>/. One place
 * for the folder naming rule and the URL ↔ folder mapping.
 */

/** The mfe-* folders of the repository, sorted (built or not). */
export function remoteFolders(repoRoot: string): string[] {
  return readdirSync(repoRoot)
    .filter((folder) => folder.startsWith('mfe-'))
    .sort();
}

/** The manifest URL under which this BFF serves a remote built here. */
export const localManifestUrl = (folder: string): string => `/remotes/${folder}/mf-manifest.json`;

/** The URL of a file of a release in the store: `/releases/<folder>/<version>/<file>`. */
export const releaseUrl = (folder: string, version: string, file: string): string => `/releases/${folder}/${version}/${file}`;

/** A release's version: the package version, '-', the content hash; never '.' or '..' (starts with a digit). */
export const RELEASE_VERSION = /^\d[0-9A-Za-z.+-]*$/;

const LOCAL_MANIFEST = /^\/remotes\/(mfe-[a-z-]+)\/mf-manifest\.json$/;
const RELEASE_MANIFEST = /^\/releases\/(mfe-[a-z-]+)\/(\d[0-9A-Za-z.+-]*)\/mf-manifest\.json$/;

/** A file of a remote's build output. */
export const remoteDistFile = (repoRoot: string, folder: string, file: string): string => path.join(repoRoot, folder, 'dist', file);

/**
 * A file of the build output behind a manifest URL, when this BFF serves that remote from disk (its
 * dist/, or a release in `releasesDir`); null for a manifest elsewhere (a remote deployed on its own
 * origin, REMOTE_OVERRIDES).
 */
export function localDistFile(repoRoot: string, manifestUrl: string, file: string, releasesDir?: string): string | null {
  const folder = LOCAL_MANIFEST.exec(manifestUrl)?.[1];
  if (folder) return remoteDistFile(repoRoot, folder, file);
  const release = releasesDir ? RELEASE_MANIFEST.exec(manifestUrl) : null;
  return release ? path.join(releasesDir!, release[1]!, release[2]!, file) : null;
}
