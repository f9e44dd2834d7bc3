// Every content document, in every language, checked as the shop will read it: the schema, the same
// outline in the four languages, known facts, link targets that are real routes, and no business figure
// typed by hand (they come from contracts' constants through facts.ts, so a policy never disagrees with
// the checkout).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compileRoutePattern, LOCALES } from '@ama/contracts';
import { contentDocumentSchema, type ContentDocument } from './content-document';
import { contentFacts } from './facts';
import { plainText } from './plain-text';
import { textsOf } from './document-texts';
import { CONTENT_PAGES } from '../routes';

const DOCUMENTS = join(__dirname, 'documents');
const read = (pageId: string, locale: string): unknown => JSON.parse(readFileSync(join(DOCUMENTS, pageId, `${locale}.json`), 'utf8'));

/** Every route any area announces (the registry's patterns), for checking shop links. */
const ROOT = join(__dirname, '..', '..', '..');
const ANNOUNCED = readdirSync(ROOT)
  .filter((name) => name.startsWith('mfe-'))
  .flatMap((name) => Object.values(JSON.parse(readFileSync(join(ROOT, name, 'src', 'route-patterns.json'), 'utf8')) as string[]))
  .map(compileRoutePattern);

const shopTargets = (text: string) => [...text.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1] ?? '');

/**
 * Figures that must come through a fact: money, percentages, durations in days/months/minutes/years, the
 * gold's fineness and purity, the facets and the engraving length, in the four languages.
 */
const TYPED_FIGURES: [RegExp, string][] = [
  [/€\s?\d|\d\s?€|\bEUR\s?\d|\d\s?EUR\b/, 'an amount of money'],
  [/\d\s?%/, 'a percentage'],
  [/\b\d+\s*(?:working\s+|lavorativi\s+)?(?:days?|giorni|días|dias|Tage|Tagen|Arbeitstage|Arbeitstagen|días hábiles)\b/i, 'a number of days'],
  [/\b\d+\s*(?:months?|mesi|mese|meses|Monate|Monaten|Monat)\b/i, 'a number of months'],
  [/\b\d+\s*(?:minutes?|minuti|minutos|Minuten)\b/i, 'a number of minutes'],
  [/\b\d+\s*(?:years?|anni|años|Jahre|Jahren)\b/i, 'a number of years'],
  [/\b18\s?(?:KT|kt|K\b|carati|quilates|Karat)/, 'the gold fineness'],
  [/99[.,]9/, 'the gold purity'],
  [/\b58\b/, 'the facets of a round brilliant'],
  [/\b\d+\s*(?:characters|caratteri|caracteres|Zeichen)\b/i, 'the engraving length'],
];

describe.each(CONTENT_PAGES)('%s', (pageId) => {
  // Read when a test asks, so a missing file fails its own tests and not the whole suite.
  const documents = new Proxy({} as Record<string, unknown>, { get: (_target, locale: string) => read(pageId, locale) });

  test.each(LOCALES)('%s follows the schema', (locale) => {
    const parsed = contentDocumentSchema.safeParse(documents[locale]);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  test('has the same outline in every language', () => {
    const outline = (locale: string) => {
      const document = documents[locale] as ContentDocument;
      return document.sections.map((section) => [section.id, section.blocks.map((block) => block.type).join(',')]);
    };
    for (const locale of LOCALES) expect(outline(locale)).toEqual(outline('en'));
  });

  test.each(LOCALES)('%s: facts known, links real, no figure typed by hand', (locale) => {
    const document = documents[locale] as ContentDocument;
    const facts = contentFacts(locale);
    for (const text of textsOf(document)) {
      expect(() => plainText(text, facts)).not.toThrow();
      for (const target of shopTargets(text)) {
        const path = target.split(/[?#]/)[0] ?? '';
        expect({ target, announced: ANNOUNCED.some((pattern) => pattern.test(path)) }).toEqual({ target, announced: true });
      }
      const raw = text.replace(/\{\{\w+\}\}/g, '').replace(/\]\([^)]*\)/g, ']');
      for (const [pattern, what] of TYPED_FIGURES) {
        expect({ text, typed: pattern.test(raw) ? what : null }).toEqual({ text, typed: null });
      }
    }
  });

  test.each(LOCALES.filter((locale) => locale !== 'en'))('%s is translated: no English sentence left in it', (locale) => {
    const english = new Set(textsOf(documents.en as ContentDocument).map((text) => plainText(text, contentFacts('en'))));
    const facts = contentFacts(locale);
    const leftovers = textsOf(documents[locale] as ContentDocument)
      .map((text) => plainText(text, facts))
      .filter((text) => english.has(text) && text.split(/\s+/).length > 3);
    expect(leftovers).toEqual([]);
  });

  test.each(LOCALES)('%s is a page, not a paragraph', (locale) => {
    const document = documents[locale] as ContentDocument;
    const words = textsOf(document).join(' ').split(/\s+/).length;
    expect(document.sections.length).toBeGreaterThanOrEqual(2);
    expect(words).toBeGreaterThan(250);
  });
});
