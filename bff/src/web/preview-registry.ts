import { createHash } from 'node:crypto';
import { cookieFromHeader, type Registry } from '@ama/contracts';
import { isStored } from '../releases/release-store';
import { storedEntry, storedReleaseProblems } from '../releases/release-command';
import { readPreviewToken, type PreviewTokenProblem } from '../releases/preview-token';

/** The cookie a preview link sets (preview.ts): the token as the link carried it. */
export const PREVIEW_COOKIE = 'ama_preview';

/** What a request with a preview cookie is shown, for the bar (preview-bar.ts). */
export type PreviewState =
  | { shown: true; versions: { name: string; version: string }[] }
  /** The cookie opens no preview: the shop has none, the token is not ours, past its time, or names a build the shop cannot serve. */
  | { shown: false; problem: PreviewTokenProblem | 'off' | 'unknown' };

export interface PreviewRegistriesOptions {
  repoRoot: string;
  releasesDir: string;
  /** PREVIEW_SECRET (or the development one); undefined = no previews on this shop. */
  secret?: string;
  now?: () => Date;
}

/** Builds (name@version) checked once: a stored release never changes, and a refused one stays refused for the shell it was checked against. */
const GATE_CACHE_ENTRIES = 64;

/**
 * The registry a request is served with: the live one, or for a browser holding a preview cookie the
 * live one with the previewed remotes' entries pointed at their stored builds (docs/delivery.md#previews).
 * A previewed build passes the same gate as a release; one that is not stored, or refused, previews
 * nothing and the bar says so. The preview's release id differs from the live one, so the page cache and
 * the browser's release check never mix the two.
 */
export class PreviewRegistries {
  private readonly gate = new Map<string, boolean>();

  constructor(private readonly options: PreviewRegistriesOptions) {}

  /** The registry and, when the request carries a preview cookie, what it shows. */
  registryFor(cookieHeader: string | undefined, live: Registry): { registry: Registry; preview?: PreviewState } {
    const token = cookieFromHeader(cookieHeader, PREVIEW_COOKIE);
    if (token === null) return { registry: live };
    if (!this.options.secret) return { registry: live, preview: { shown: false, problem: 'off' } };
    const read = readPreviewToken(this.options.secret, token, this.options.now?.() ?? new Date());
    if ('problem' in read) return { registry: live, preview: { shown: false, problem: read.problem } };
    const previewed = Object.entries(read.grant.versions);
    const entries = new Map<string, Registry['remotes'][number]>();
    for (const [name, version] of previewed) {
      const liveEntry = live.remotes.find((entry) => entry.name === name);
      if (!liveEntry || !this.servable(name, version)) return { registry: live, preview: { shown: false, problem: 'unknown' } };
      if (liveEntry.version !== version) entries.set(name, storedEntry(this.options.releasesDir, { name, folder: folderOf(name) }, version, liveEntry));
    }
    const versions = previewed.map(([name, version]) => ({ name, version }));
    if (entries.size === 0) return { registry: live, preview: { shown: true, versions } };
    const tag = createHash('sha256').update(JSON.stringify(versions)).digest('hex').slice(0, 8);
    return {
      registry: { ...live, release: `${live.release}-preview-${tag}`, remotes: live.remotes.map((entry) => entries.get(entry.name) ?? entry) },
      preview: { shown: true, versions },
    };
  }

  /** Stored, and accepted by the release gate against the running shell. */
  private servable(name: string, version: string): boolean {
    const folder = folderOf(name);
    if (!isStored(this.options.releasesDir, folder, version)) return false;
    const key = `${name}@${version}`;
    let accepted = this.gate.get(key);
    if (accepted === undefined) {
      try {
        accepted = storedReleaseProblems(this.options.repoRoot, this.options.releasesDir, { name, folder }, version).length === 0;
      } catch {
        // No shell build to check against (or a build that cannot be read): nothing to preview.
        accepted = false;
      }
      if (this.gate.size >= GATE_CACHE_ENTRIES) this.gate.delete(this.gate.keys().next().value!);
      this.gate.set(key, accepted);
    }
    return accepted;
  }
}

const folderOf = (name: string): string => name.replace(/_/g, '-');
