import { compileRoutePattern, splitLocale, type Locale } from '@ama/contracts';
import type { ContentDocument } from './content-document';

/**
 * Each document is a chunk of its own (a page in one language), fetched when that page is shown: the
 * area's code does not carry sixty pages of text. Loaded before the server renders and before the
 * browser hydrates (prepareContentFor), so both render the same markup at once.
 */
const documents = new Map<string, ContentDocument>();
const pending = new Map<string, Promise<ContentDocument>>();

const keyOf = (pageId: string, locale: Locale) => `${pageId}/${locale}`;

export const cachedContent = (pageId: string, locale: Locale): ContentDocument | undefined => documents.get(keyOf(pageId, locale));

export function loadContent(pageId: string, locale: Locale): Promise<ContentDocument> {
  const key = keyOf(pageId, locale);
  const known = documents.get(key);
  if (known) return Promise.resolve(known);
  let loading = pending.get(key);
  if (!loading) {
    loading = import(
      /* webpackChunkName: "content-[request]" */
      `./documents/${pageId}/${locale}.json`
    ).then(
      (module: { default: ContentDocument }) => {
        documents.set(key, module.default);
        pending.delete(key);
        return module.default;
      },
      (error: unknown) => {
        // A chunk that failed (a redeploy, a network blip) may load on the next try.
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, loading);
  }
  return loading;
}

/** Loads the document of the content page `url` shows, if it is one. */
export async function prepareContentFor(patterns: Record<string, string>, contentPages: readonly string[], url: string): Promise<void> {
  const where = splitLocale(new URL(url, 'http://shop.invalid').pathname);
  if (!where) return;
  const pageId = contentPages.find((id) => patterns[id] && compileRoutePattern(patterns[id]).test(where.rest));
  if (pageId) await loadContent(pageId, where.locale);
}
