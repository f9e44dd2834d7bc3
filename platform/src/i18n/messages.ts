import { LOCALES, type Locale } from '@ama/contracts';
import { i18n, initI18n } from './i18n-instance';

/** A message file: nested objects whose leaves are strings. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

export type LocaleMessages = Record<Locale, MessageTree>;
/** Alias used by the remote lifecycle helper. */
export type Messages = LocaleMessages;

/**
 * Registers one app's namespace from its src/i18n/{en,it,es,de}.json. Deep-merges, so a remote that
 * registers twice (hot reload, remount) updates texts instead of failing.
 */
export function addMessages(namespace: string, messages: LocaleMessages): void {
  initI18n();
  for (const locale of LOCALES) {
    i18n.addResourceBundle(locale, namespace, messages[locale], true, true);
  }
}
