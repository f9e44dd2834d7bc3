import type { RegistryEntry } from '@ama/contracts';
import { escapeHtml } from '../mail/escape-html';
import { cachedJsonFiles } from './cached-file';
import { localDistFile } from './local-remotes';

type FirstPaintFile = Record<string, Record<string, string>>;

/**
 * The static first paint of a page (its intro, written by each remote's build into first-paint.json),
 * put into <main> so the page's heading paints from the first response. Only remotes this BFF serves
 * from disk have one; the remote replaces it with the live page when it renders.
 */
export class FirstPaint {
  private readonly files = cachedJsonFiles<FirstPaintFile>();

  constructor(private readonly repoRoot: string) {}

  htmlFor(entry: RegistryEntry, locale: string, rest: string): string {
    const file = localDistFile(this.repoRoot, entry.manifestUrl, 'first-paint.json');
    const html = file && this.files.read(file)?.[locale]?.[rest];
    // data-path lets the live page recognise its own first paint and keep it (AdoptFirstPaint).
    const pathAttribute = escapeHtml(`/${locale}${rest === '/' ? '' : rest}`);
    return html ? `<div id="ama-first-paint" data-path="${pathAttribute}">${html}</div>` : '';
  }
}
