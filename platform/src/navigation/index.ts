export { isSafeUrl, classifyUrl, type UrlPolicy, type UrlVerdict } from './safe-url';
export { safeNavigate, configureNavigation, resolveTarget, type NavigateOptions } from './safe-navigate';
export { browserLocation } from './browser-location';
export { LocaleLink, type LocaleLinkProps } from './LocaleLink';
export { switchLocale } from './switch-locale';
