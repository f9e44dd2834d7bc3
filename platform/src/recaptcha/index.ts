export { getRecaptchaToken, prepareRecaptcha, recaptchaHeaders, resetRecaptcha, RECAPTCHA_SCRIPT_URL } from './recaptcha';
export { readBrowserSettings } from './browser-settings';
