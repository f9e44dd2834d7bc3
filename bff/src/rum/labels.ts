import { REMOTE_NAMES, ROUTE_PATTERNS, SHELL_ROUTES } from '@ama/contracts';
import { RUM_NO_ROUTE, RUM_OTHER, RUM_SHELL, type RumEvent, type RumSide } from '@ama/contracts/rum';

/*
 * The label values of the real-user series (docs/rum.md, "Cardinality"): every value comes from a
 * bounded set, whatever a client sends. Remote names and page types are the registry's (names a
 * registry does not have, patterns no remote announces: `other`); releases are checked by the
 * contract's pattern and kept to the few most recently seen per remote; sides are the contract's three.
 */

/** What the BFF knows of the remotes: their names and route patterns (the registry it serves). */
export interface KnownRemotes {
  remotes: ReadonlyArray<{ name: string; routes: readonly string[] }>;
}

/** Without the registry: the contract's names and route table (a remote's newer routes read as `other`). */
const CONTRACT_REMOTES: KnownRemotes = { remotes: REMOTE_NAMES.map((name) => ({ name, routes: ROUTE_PATTERNS })) };

/** Distinct releases kept per remote: live, a canary, a preview and the one before. */
export const RELEASES_PER_REMOTE = 4;

export interface RumLabelValues {
  remote: string;
  release: string;
  page_type: string;
  side: RumSide;
}

export interface RumLabelsOptions {
  /** The registry the BFF serves now; the contract's remotes and route table when absent. */
  registry?: () => KnownRemotes;
  releasesPerRemote?: number;
  /** Told when a remote's release is no longer kept: its series go (metrics.ts). */
  onReleaseDropped?: (remote: string, release: string) => void;
}

export class RumLabels {
  private known?: { from: KnownRemotes['remotes']; remotes: Set<string>; pageTypes: Set<string> };
  /** Per remote label, its releases, least recently seen first (a Set keeps insertion order). */
  private readonly releases = new Map<string, Set<string>>();

  constructor(private readonly options: RumLabelsOptions = {}) {}

  private knownNow() {
    // The registry's remotes are one array until the registry changes (a new object around them or not).
    const from = (this.options.registry?.() ?? CONTRACT_REMOTES).remotes;
    if (this.known?.from !== from) {
      this.known = {
        from,
        remotes: new Set([RUM_SHELL, ...from.map(({ name }) => name)]),
        pageTypes: new Set<string>([RUM_NO_ROUTE, ...SHELL_ROUTES, ...from.flatMap(({ routes }) => routes)]),
      };
    }
    return this.known;
  }

  remote(name: string): string {
    return this.knownNow().remotes.has(name) ? name : RUM_OTHER;
  }

  pageType(pattern: string): string {
    return this.knownNow().pageTypes.has(pattern) ? pattern : RUM_OTHER;
  }

  /** The release label of a remote label: kept when among the remote's latest few, the least recent one dropped for it. */
  release(remote: string, release: string): string {
    if (remote === RUM_OTHER) return RUM_OTHER;
    const seen = this.releases.get(remote) ?? new Set<string>();
    this.releases.set(remote, seen);
    seen.delete(release);
    seen.add(release);
    const limit = this.options.releasesPerRemote ?? RELEASES_PER_REMOTE;
    for (const oldest of seen) {
      if (seen.size <= limit) break;
      seen.delete(oldest);
      this.options.onReleaseDropped?.(remote, oldest);
    }
    return release;
  }

  of(event: RumEvent): RumLabelValues {
    const remote = this.remote(event.remote);
    return { remote, release: this.release(remote, event.release), page_type: this.pageType(event.pageType), side: event.side };
  }
}
