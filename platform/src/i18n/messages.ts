import { LOCALES, type Locale } from '@ama/contracts';
import { i18n, initI18n } from './i18n-instance';

/** A message file: nested objects whose leaves are strings. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

export type LocaleMessages = Record<Locale, MessageTree>;
/**
 * One language's messages of an app, loaded when they are needed (docs/performance.md): a page carries
 * its own language only, and the others are chunks of their own, fetched on a switch.
 */
export type MessageLoader = (locale: Locale) => Promise<MessageTree>;
/** An app's messages: all four at hand, or a loader of one language at a time. */
export type Messages = LocaleMessages | MessageLoader;

const loaders = new Map<string, MessageLoader>();
/** `namespace:locale` pairs whose texts are being loaded or are in the i18n instance. */
const loaded = new Map<string, Promise<void>>();
/** The pairs whose texts are in the i18n instance. */
const ready = new Set<string>();

/**
 * Registers one app's namespace: its texts in all four languages (src/i18n/{en,it,es,de}.json), or a
 * loader that gives one language when `loadMessages` asks for it. Deep-merges, so a remote that
 * registers twice (hot reload, a redeploy in the same server process) updates its texts.
 */
export function addMessages(namespace: string, messages: Messages): void {
  initI18n();
  for (const locale of LOCALES) {
    loaded.delete(`${namespace}:${locale}`);
    ready.delete(`${namespace}:${locale}`);
  }
  if (typeof messages === 'function') {
    loaders.set(namespace, messages);
    return;
  }
  loaders.delete(namespace);
  for (const locale of LOCALES) i18n.addResourceBundle(locale, namespace, messages[locale], true, true);
}

/**
 * Makes the texts of `namespaces` (every namespace registered with a loader, by default) in `locale`
 * ready. A file that cannot be fetched is tried again on the next call; meanwhile i18next shows keys.
 */
export async function loadMessages(locale: Locale, namespaces: readonly string[] = [...loaders.keys()]): Promise<void> {
  await Promise.all(
    namespaces.map((namespace) => {
      const loader = loaders.get(namespace);
      const key = `${namespace}:${locale}`;
      if (!loader) return undefined;
      let pending = loaded.get(key);
      if (!pending) {
        pending = loader(locale).then(
          (tree) => {
            // Silent: whoever asked waits for this before rendering with the texts (a remote's mount, a
            // fragment, a language switch), so no mounted tree needs re-rendering. Not copied: the
            // module's object is read only.
            i18n.addResourceBundle(locale, namespace, tree, true, true, { silent: true, skipCopy: true });
            ready.add(key);
          },
          (error: unknown) => {
            loaded.delete(key);
            throw error;
          },
        );
        loaded.set(key, pending);
      }
      return pending;
    }),
  );
}

/** Switches the site's language once its texts are there; document lang/dir follow (languageChanged). */
export async function changeLocale(locale: Locale): Promise<void> {
  initI18n();
  // At once when every text is there (as i18next itself would), so a switch is never a frame late.
  const missing = [...loaders.keys()].filter((namespace) => !ready.has(`${namespace}:${locale}`));
  if (missing.length > 0) await loadMessages(locale, missing).catch((error: unknown) => console.warn('[platform] texts not loaded', error));
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
