import { browserEntryOf, type RegistryEntry } from '@ama/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cachedJsonFiles } from './cached-file';
import type { InlineStyle } from './shell-assets';
import { localDistFile } from '../releases/remote-builds';
import { MESSAGES_CHUNK } from './shell-assets';

interface ManifestAssets {
  js: { sync: string[]; async?: string[] };
  css: { sync: string[] };
}
interface FederationManifest {
  exposes: { path: string; assets: ManifestAssets }[];
}

export interface PreloadHint {
  href: string;
  as: 'script' | 'style' | 'fetch';
}

/**
 * Preload hints for the remote that owns the requested route: its browser container (remoteEntry.js,
 * which the shell registers; browsers never fetch the manifest) and the chunks of its './app', read from
 * its manifest on disk, so the browser fetches them in parallel with the shell instead of one after the
 * other (docs/architecture.md#critical-path).
 */
export class ManifestPreloads {
  private readonly cache = new Map<string, PreloadHint[]>();
  private readonly styles = new Map<string, InlineStyle[]>();
  private readonly manifests = cachedJsonFiles<FederationManifest>();

  constructor(
    private readonly repoRoot: string,
    private readonly releasesDir?: string,
  ) {}

  /** Only manifests served by this BFF are read (from disk); other origins get the container's hint only. */
  private readLocal(manifestUrl: string): FederationManifest | undefined {
    const file = localDistFile(this.repoRoot, manifestUrl, 'mf-manifest.json', this.releasesDir);
    return file ? this.manifests.read(file) : undefined;
  }

  /**
   * The remote's startup CSS, to be inlined like the shell's: its server-rendered markup is styled by
   * the first response, with no render-blocking request (only for remotes this BFF has on disk).
   */
  stylesFor(entry: RegistryEntry, release: string): InlineStyle[] {
    const key = `css ${entry.manifestUrl}@${release}`;
    const known = this.styles.get(key);
    if (known) return known;
    const dist = localDistFile(this.repoRoot, entry.manifestUrl, '', this.releasesDir);
    const hrefs = this.hintsFor(entry, release)
      .filter(({ as }) => as === 'style')
      .map(({ href }) => href);
    const base = entry.manifestUrl.slice(0, entry.manifestUrl.lastIndexOf('/') + 1);
    const styles = dist ? hrefs.map((href) => ({ hrefs: [href], css: readFileSync(path.join(dist, href.slice(base.length)), 'utf8') })) : [];
    this.styles.set(key, styles);
    return styles;
  }

  /** The container, the './app' chunks and, with a `locale`, its texts in that language. */
  hintsFor(entry: RegistryEntry, release: string, locale?: string): PreloadHint[] {
    const container = browserEntryOf(entry);
    const key = `${entry.manifestUrl} ${container}@${release} ${locale ?? ''}`;
    const known = this.cache.get(key);
    if (known) return known;
    // The very URL the shell registers, so the browser uses the preloaded response.
    const hints: PreloadHint[] = [{ href: container, as: 'script' }];
    const manifest = this.readLocal(entry.manifestUrl);
    if (manifest) {
      const base = entry.manifestUrl.slice(0, entry.manifestUrl.lastIndexOf('/') + 1);
      const app = manifest.exposes.find((expose) => expose.path === './app');
      app?.assets.js.sync.forEach((file) => hints.push({ href: base + file, as: 'script' }));
      app?.assets.css.sync.forEach((file) => hints.push({ href: base + file, as: 'style' }));
      // The app waits for its texts in the page's language before it hydrates (platform's createRemoteApp).
      const messages = app?.assets.js.async?.find((file) => MESSAGES_CHUNK.exec(file)?.[1] === locale);
      if (messages) hints.push({ href: base + messages, as: 'script' });
    }
    this.cache.set(key, hints);
    return hints;
  }
}
