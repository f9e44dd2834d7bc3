// The rule lives in @ama/contracts so the BFF answers '/' with the same choice the browser would make.
export { parseAcceptLanguage, resolveLocale, type LocaleHints } from '@ama/contracts';
