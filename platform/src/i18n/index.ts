export { i18n, initI18n, requestI18n, DEFAULT_NAMESPACE, PLATFORM_NAMESPACE } from './i18n-instance';
export { addMessages, changeLocale, loadMessages, type MessageLoader, type MessageTree, type LocaleMessages, type Messages } from './messages';
export { getTextDirection, type TextDirection } from './text-direction';
export { checkKeyParity, formatKeyParityIssues, type KeyParityIssue, type KeyParityProblem } from './key-parity';
export { Trans, useTranslation } from './react-i18n';
