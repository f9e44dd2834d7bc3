import { CONSENT, consentFromCookieHeader, serializeConsent, type ConsentChoices } from '@ama/contracts';

/** The visitor's current choices, or null while they have not chosen (or chose under an older version). */
export function readConsent(doc: Document = document): ConsentChoices | null {
  return consentFromCookieHeader(doc.cookie);
}

/**
 * Remembers the choices for CONSENT.maxAgeDays in a first-party cookie the server reads too (it decides
 * the analytics tag and the CSP from it): not httpOnly, SameSite=Lax, Secure on https.
 */
export function writeConsent(choices: ConsentChoices, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const maxAge = CONSENT.maxAgeDays * 24 * 60 * 60;
  doc.cookie = `${CONSENT.cookieName}=${encodeURIComponent(serializeConsent(choices))}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** Whether this page was served with the analytics tag (the server adds it only with consent). */
export const pageHasAnalyticsTag = (doc: Document = document) => doc.querySelector('script[data-ama-analytics]') !== null;

/** Opens the consent banner again (footer, cookie policy page): any app may dispatch it. */
export const openConsentSettings = () => window.dispatchEvent(new Event(CONSENT.openEvent));
