import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGE_FALLBACK_LOCALE, type Locale } from '@ama/contracts';
import { getCurrentLocale } from '../locale/locale-path';
import { getTextDirection } from './text-direction';
import en from './en.json';
import it from './it.json';
import es from './es.json';
import de from './de.json';

export const DEFAULT_NAMESPACE = 'common';
export const PLATFORM_NAMESPACE = 'platform';

/** The one i18next instance of the site; platform is an MF singleton, so every app shares it. */
export const i18n: I18n = i18next.createInstance();
i18n.use(initReactI18next);

let initialised = false;

/**
 * The document's language and direction, written only when they change: the server wrote them, and a
 * write of the same value cost Chromium 56-69 ms of the shell's startup task on a phone (4x CPU, /en/results).
 */
function applyDocumentLocale(locale: string): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const dir = getTextDirection(locale);
  if (root.lang !== locale) root.lang = locale;
  if (root.dir !== dir) root.dir = dir;
}

/**
 * Initialises the shared instance once, in `locale` or else the locale of the URL; a later call only
 * switches to `locale` when one is given. Resources are bundled, so initialisation is synchronous and
 * the first render already has its texts.
 */
export function initI18n(locale?: Locale): I18n {
  if (initialised) {
    if (locale && i18n.language !== locale) void i18n.changeLanguage(locale);
    return i18n;
  }
  initialised = true;
  i18n.on('languageChanged', applyDocumentLocale);
  void i18n.init({
    lng: locale ?? getCurrentLocale(),
    // docs/requirements.md#texts: the message setup defaults to en-US; our English bundle is 'en', which en-US falls back to.
    fallbackLng: [MESSAGE_FALLBACK_LOCALE, 'en'],
    ns: [DEFAULT_NAMESPACE, PLATFORM_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    resources: { en: { platform: en }, it: { platform: it }, es: { platform: es }, de: { platform: de } },
    initAsync: false,
    // An empty translation is a bug the parity test reports; at runtime show the fallback, not nothing.
    returnEmptyString: false,
    interpolation: { escapeValue: false }, // React escapes; user text is never rendered as HTML.
    // Remotes add their namespaces after the first render: re-render their components when they do.
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return i18n;
}

/**
 * An instance for one server render: it shares the resources every app added to the site's instance,
 * but has its own language, so concurrent requests in different languages never switch each other's.
 */
export function requestI18n(locale: Locale): I18n {
  return initI18n().cloneInstance({ lng: locale, initAsync: false });
}
