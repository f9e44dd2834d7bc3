import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_DATA_IDS, type BrowserSettings } from '@ama/contracts';
import { HtmlPage, type PageParts } from './html-page';

/** The shell's index.html, reduced to the slots the page fills. */
const TEMPLATE = '<!DOCTYPE html><html lang="it"><head><!--ama:meta--><!--ama:head--></head><body><!--ama:header--><!--ama:main--><!--ama:footer--><!--ama:data--></body></html>';

const parts: PageParts = {
  locale: 'en',
  head: { title: 'AMA', tags: [], jsonLd: [] },
  regions: { header: '', main: '', footer: '' },
  registry: { release: 'r1', remotes: [] },
  shell: [],
  styles: [],
  preloads: [],
  nonce: 'n0nce',
};

describe("the page's runtime settings", () => {
  let dir: string;
  let template: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'html-page-'));
    template = path.join(dir, 'index.html');
    writeFileSync(template, TEMPLATE);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const settingsOf = (html: string): BrowserSettings | undefined => {
    const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_IDS.settings}" nonce="n0nce">(.*?)</script>`).exec(html);
    return match ? (JSON.parse(match[1]!) as BrowserSettings) : undefined;
  };

  it('carries the real-user sample rate to the browser beside the other settings (docs/rum.md)', () => {
    const html = new HtmlPage(template, { recaptchaSiteKey: 'site-key-0123456789', rumSampleRate: 0.25 }).render(parts);
    expect(settingsOf(html)).toEqual({ recaptchaSiteKey: 'site-key-0123456789', rumSampleRate: 0.25 });
  });

  it('has no settings element when there is nothing to set (no rate: the page sends no signals)', () => {
    expect(settingsOf(new HtmlPage(template).render(parts))).toBeUndefined();
    expect(new HtmlPage(template).render(parts)).not.toContain(PAGE_DATA_IDS.settings);
  });
});
