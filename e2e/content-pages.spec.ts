// Every content route in every language, as a search engine or a shopper without JavaScript gets it: the
// server's HTML. No 404, the area rendered on the server, a real page (not a heading and a
// line), no translation key showing, the head complete, and no English left on a non-English page:
// every English sentence of the page's document, the area's texts and the layout's texts is looked for.
import path from 'node:path';
import { expect, test } from './fixtures/test';
import { LIVE } from './fixtures/live-shop';
import { LOCALES, type Locale } from '@ama/contracts';
import patterns from '../mfe-content/src/route-patterns.json';
import contentEn from '../mfe-content/src/i18n/en.json';
import shellEn from '../shell/src/i18n/en.json';
import { textsOf } from '../mfe-content/src/content/document-texts';
import { plainText } from '../mfe-content/src/content/plain-text';
import { contentFacts } from '../mfe-content/src/content/facts';
import type { ContentDocument } from '../mfe-content/src/content/content-document';
import { E2E } from './ports';
import { readSource } from './fixtures/source-edits';

/** The one content route that is a tool with its own texts (the area's messages) rather than a document. */
const TOOL_PAGES = new Set(['guideRingSize']);
const ROUTES = Object.entries(patterns) as [string, string][];

/** Every string of a messages file, flattened. */
const stringsOf = (messages: unknown): string[] => (typeof messages === 'string' ? [messages] : Object.values(messages as Record<string, unknown>).flatMap(stringsOf));

function englishOf(pageId: string): string[] {
  const texts = [...stringsOf(shellEn), ...stringsOf(contentEn)];
  if (!TOOL_PAGES.has(pageId)) {
    const file = path.join(__dirname, '..', 'mfe-content', 'src', 'content', 'documents', pageId, 'en.json');
    const document = JSON.parse(readSource(file)) as ContentDocument;
    texts.push(...textsOf(document).map((text) => plainText(text, contentFacts('en'))));
  }
  // Sentences, not names: "Club AMA" or "WhatsApp" read the same in every language.
  return texts.filter((text) => text.split(/\s+/).length > 3 && !/\{\{/.test(text));
}

/** The visible text of an HTML document's body, near enough: scripts, styles and tags removed, entities decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');

const bodyText = (html: string) => visibleText(/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '');
const mainText = (html: string) => visibleText(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '');

/** `text` in `body` as whole words ("… Milan" is not in "… Milano"). */
const containsWords = (body: string, text: string) => new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(body);

for (const [pageId, pattern] of ROUTES) {
  test(`${pattern} in ${LOCALES.join(', ')}: server-rendered, complete, translated`, LIVE, async ({ request }) => {
    const english = englishOf(pageId);
    for (const locale of LOCALES as readonly Locale[]) {
      const path = `/${locale}${pattern}`;
      const response = await request.get(`${E2E.shop}${path}`);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-render'], path).toContain('mfe_content=server');
      const html = await response.text();

      expect(html, path).toContain(`<html lang="${locale}"`);
      expect(html, path).toMatch(/<title>[^<]{3,}<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html, path).toContain(`<link rel="canonical" href="${E2E.shop}${path}">`);
      for (const hreflang of [...LOCALES, 'x-default']) expect(html, path).toContain(`hreflang="${hreflang}"`);

      const main = mainText(html);
      expect(main.length, `${path} is more than a heading and a line`).toBeGreaterThan(1200);
      expect(main, `${path} shows no translation key`).not.toMatch(/\b(?:pages|content|ringSize|consent|footer|header|nav)\.[a-zA-Z]+(?:\.[a-zA-Z]+)*\b/);
      if (locale !== 'en') {
        const body = bodyText(html);
        const leftovers = english.filter((text) => containsWords(body, text));
        expect(leftovers, `${path} has no English sentence`).toEqual([]);
      }
    }
  });
}
