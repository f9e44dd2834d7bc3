import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RegistryEntry } from '@ama/contracts';

type FirstPaintFile = Record<string, Record<string, string>>;

/**
 * The static first paint of a page (its intro, written by each remote's build into first-paint.json),
 * put into <main> so the page's heading paints from the first response. Only remotes this BFF serves
 * from disk have one; the remote replaces it with the live page when it renders.
 */
export class FirstPaint {
  private readonly cache = new Map<string, { mtime: number; pages: FirstPaintFile }>();

  constructor(private readonly repoRoot: string) {}

  htmlFor(entry: RegistryEntry, locale: string, rest: string): string {
    const match = /^\/remotes\/(mfe-[a-z-]+)\/mf-manifest\.json$/.exec(entry.manifestUrl);
    if (!match) return '';
    const file = path.join(this.repoRoot, match[1]!, 'dist', 'first-paint.json');
    if (!existsSync(file)) return '';
    const mtime = statSync(file).mtimeMs;
    let known = this.cache.get(file);
    if (known?.mtime !== mtime) {
      known = { mtime, pages: JSON.parse(readFileSync(file, 'utf8')) as FirstPaintFile };
      this.cache.set(file, known);
    }
    const html = known.pages[locale]?.[rest];
    // data-path lets the live page recognise its own first paint and keep it (AdoptFirstPaint).
    const pathAttribute = `/${locale}${rest === '/' ? '' : rest}`.replace(/"/g, '&quot;');
    return html ? `<div id="ama-first-paint" data-path="${pathAttribute}">${html}</div>` : '';
  }
}
