import { createHash, randomInt } from 'node:crypto';
import type { Response } from 'express';
import { cookieFromHeader, type Registry } from '@ama/contracts';
import type { Canary } from '../releases/release-registry';
import type { ReleaseFetcher } from './release-fetch';
import { isStored } from '../releases/release-store';
import { storedEntry, storedReleaseProblems } from '../releases/release-command';
import { readPreviewToken, type PreviewTokenProblem } from '../releases/preview-token';

/** The cookie a preview link sets (preview.ts): the token as the link carried it. */
export const PREVIEW_COOKIE = 'ama_preview';
/** A visitor's canary bucket, 0–99, drawn at random the first time a canary runs: they stay on one side for the whole canary. */
export const BUCKET_COOKIE = 'ama_bucket';
/** Long enough for any canary; a new one reuses the bucket, so a visitor's side is stable across canaries of the same share. */
const BUCKET_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/** What a request with a preview cookie is shown, for the bar (preview-bar.ts). */
export type PreviewState =
  | { shown: true; versions: { name: string; version: string }[] }
  /** The cookie opens no preview: the shop has none, the token is not ours, past its time, or names a build the shop cannot serve. */
  | { shown: false; problem: PreviewTokenProblem | 'off' | 'unknown' };

/** The registry one request is served with, and what the response must say about it. */
export interface ServedRegistry {
  registry: Registry;
  /** Set when the request carries a preview cookie: what the bar says. */
  preview?: PreviewState;
  /** A bucket drawn for this visitor now: the response sets its cookie (setBucketCookie). */
  newBucket?: number;
  /** A canary runs for some remote: pages differ per visitor, so none is shared with a CDN. */
  canaryRunning: boolean;
}

export interface ReleaseSidesOptions {
  repoRoot: string;
  releasesDir: string;
  /** PREVIEW_SECRET (or the development one); undefined = no previews on this shop. */
  secret?: string;
  /** PUBLIC_URL is https: the bucket cookie is Secure. */
  secureCookie?: boolean;
  /** With DATABASE_URL: fetches a release this machine does not have (release-fetch.ts). */
  fetcher?: ReleaseFetcher;
  now?: () => Date;
}

/** Builds (name@version) checked once: a stored release never changes, and a refused one stays refused for the shell it was checked against. */
const GATE_CACHE_ENTRIES = 64;

/**
 * The registry a request is served with (docs/delivery.md#previews, #canaries): a preview link's builds
 * for the browser holding its cookie; else, while a canary runs, the canary's build for the visitors
 * whose bucket is below its share; else the live registry. A previewed or canary build passes the same
 * gate as a release; one that is not stored, or refused, is not served (a preview's bar says so). Each
 * side has a release id of its own, so the page cache keeps one entry per release set and the browser's
 * release check never mixes them.
 */
export class ReleaseSides {
  private readonly gate = new Map<string, boolean>();

  constructor(private readonly options: ReleaseSidesOptions) {}

  registryFor(cookieHeader: string | undefined, live: Registry, canaries: Record<string, Canary> = {}): ServedRegistry {
    const canaryRunning = Object.keys(canaries).length > 0;
    const token = cookieFromHeader(cookieHeader, PREVIEW_COOKIE);
    if (token !== null) {
      const { registry, preview } = this.previewed(token, live);
      if (preview.shown) return { registry, preview, canaryRunning };
      return { ...this.canary(cookieHeader, live, canaries), preview, canaryRunning };
    }
    return { ...this.canary(cookieHeader, live, canaries), canaryRunning };
  }

  /** Fetches the builds a valid preview token names onto this machine, before its first page. */
  async prefetch(token: string): Promise<void> {
    const { secret, fetcher } = this.options;
    if (!secret || !fetcher) return;
    const read = readPreviewToken(secret, token, this.options.now?.() ?? new Date());
    if ('grant' in read) await Promise.all(Object.entries(read.grant.versions).map(([name, version]) => fetcher.ensure(folderOf(name), version)));
  }

  /** Sets the bucket cookie drawn for this visitor (HttpOnly: only the server reads it). */
  setBucketCookie(res: Response, bucket: number): void {
    res.cookie(BUCKET_COOKIE, String(bucket), { httpOnly: true, sameSite: 'lax', secure: this.options.secureCookie ?? false, path: '/', maxAge: BUCKET_MAX_AGE_MS });
  }

  private canary(cookieHeader: string | undefined, live: Registry, canaries: Record<string, Canary>): { registry: Registry; newBucket?: number } {
    if (Object.keys(canaries).length === 0) return { registry: live };
    const kept = Number(cookieFromHeader(cookieHeader, BUCKET_COOKIE) ?? NaN);
    const bucket = Number.isInteger(kept) && kept >= 0 && kept <= 99 ? kept : randomInt(100);
    const newBucket = bucket === kept ? undefined : bucket;
    const chosen = Object.entries(canaries).filter(([, canary]) => bucket < canary.percent);
    const registry = this.withBuilds(live, Object.fromEntries(chosen.map(([name, canary]) => [name, canary.version])), 'canary');
    return { registry: registry ?? live, ...(newBucket !== undefined ? { newBucket } : {}) };
  }

  private previewed(token: string, live: Registry): { registry: Registry; preview: PreviewState } {
    if (!this.options.secret) return { registry: live, preview: { shown: false, problem: 'off' } };
    const read = readPreviewToken(this.options.secret, token, this.options.now?.() ?? new Date());
    if ('problem' in read) return { registry: live, preview: { shown: false, problem: read.problem } };
    const registry = this.withBuilds(live, read.grant.versions, 'preview');
    if (!registry) return { registry: live, preview: { shown: false, problem: 'unknown' } };
    return { registry, preview: { shown: true, versions: Object.entries(read.grant.versions).map(([name, version]) => ({ name, version })) } };
  }

  /** The live registry with these remotes on these stored builds; undefined when one of them cannot be served. */
  private withBuilds(live: Registry, versions: Record<string, string>, side: 'canary' | 'preview'): Registry | undefined {
    const entries = new Map<string, Registry['remotes'][number]>();
    for (const [name, version] of Object.entries(versions)) {
      const liveEntry = live.remotes.find((entry) => entry.name === name);
      if (!liveEntry || !this.servable(name, version)) return undefined;
      if (liveEntry.version !== version) entries.set(name, storedEntry(this.options.releasesDir, { name, folder: folderOf(name) }, version, liveEntry));
    }
    if (entries.size === 0) return side === 'preview' ? live : undefined;
    const tag = createHash('sha256')
      .update(JSON.stringify([...entries.values()].map(({ name, version }) => [name, version])))
      .digest('hex')
      .slice(0, 8);
    return { ...live, release: `${live.release}-${side}-${tag}`, side, remotes: live.remotes.map((entry) => entries.get(entry.name) ?? entry) };
  }

  /** Stored, and accepted by the release gate against the running shell. */
  private servable(name: string, version: string): boolean {
    const folder = folderOf(name);
    if (!isStored(this.options.releasesDir, folder, version)) {
      // Not here (yet): fetched in the background where the database has it, for the next request.
      void this.options.fetcher?.ensure(folder, version);
      return false;
    }
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
