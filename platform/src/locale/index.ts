export { resolveLocale, parseAcceptLanguage, type LocaleHints } from './resolve-locale';
export { getCurrentLocale, hasLocalePrefix, localizePath, ensureLocalePrefix, switchLocalePath } from './locale-path';
export { setLocaleCookie, readLocaleCookie, localeCookieString } from './locale-cookie';
