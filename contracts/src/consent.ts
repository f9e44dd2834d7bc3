import { cookieFromHeader } from './cookie-header';

/**
 * Cookie consent (docs/consent.md). One first-party cookie holds the visitor's choices, readable
 * by the server (which decides from it whether a page carries the analytics tag) and by the browser
 * (which shows the banner while no current choice exists). Only the categories that need consent are
 * listed: the strictly necessary cookies (cart, locale, this one) are not optional.
 */
export const CONSENT = {
  cookieName: 'ama_consent',
  /** Raised when the categories or their texts change materially: an older choice is asked again. */
  version: 1,
  /** How long a choice is remembered (6 months, within the 6–12 months regulators accept). */
  maxAgeDays: 182,
  categories: ['analytics'] as const,
  /** Dispatched on window by "Cookie settings" (footer, cookie policy page): the shell reopens the banner. */
  openEvent: 'ama:consent-open',
  /** The element that holds the banner: the server's markup (hydrated by the shell) or the browser's. */
  bannerId: 'ama-consent',
  /**
   * The banner is a form that works before any JavaScript: POSTed here (the BFF sets the cookie and
   * answers 303 back to `back`, a path of this site); with JavaScript the shell answers it in the page.
   */
  form: { action: '/consent', choice: 'choice', back: 'back' },
} as const;

/** The banner's three submit buttons: accept all, reject all, or save the ticked categories. */
export const CONSENT_FORM_CHOICES = ['accept', 'reject', 'save'] as const;
export type ConsentFormChoice = (typeof CONSENT_FORM_CHOICES)[number];

/**
 * The choices a banner's submit stands for, the same in the browser and on the server: every category
 * for accept, none for reject, the ticked ones (a checkbox named after its category) for save.
 */
export function choicesFromForm(choice: ConsentFormChoice, ticked: (category: ConsentCategory) => boolean): ConsentChoices {
  const choices = {} as ConsentChoices;
  for (const category of CONSENT.categories) choices[category] = choice === 'accept' || (choice === 'save' && ticked(category));
  return choices;
}

export type ConsentCategory = (typeof CONSENT.categories)[number];
export type ConsentChoices = Record<ConsentCategory, boolean>;

/** { analytics: true } → 'v=1&analytics=1' (only cookie-safe characters: no ';', ',', space or quote). */
export function serializeConsent(choices: ConsentChoices): string {
  return [`v=${CONSENT.version}`, ...CONSENT.categories.map((category) => `${category}=${choices[category] ? 1 : 0}`)].join('&');
}

/**
 * The choices in a cookie value; null when absent, unreadable or of another version (then the visitor is
 * asked again, and until then nothing optional runs). A category missing from the value is refused.
 */
export function parseConsent(value: string | undefined | null): ConsentChoices | null {
  if (!value) return null;
  const fields = new Map<string, string>();
  for (const part of value.split('&')) {
    const [name, field] = part.split('=');
    if (name && field !== undefined) fields.set(name, field);
  }
  if (fields.get('v') !== String(CONSENT.version)) return null;
  const choices = {} as ConsentChoices;
  for (const category of CONSENT.categories) {
    const field = fields.get(category);
    if (field !== '0' && field !== '1') return null;
    choices[category] = field === '1';
  }
  return choices;
}

/**
 * The consent cookie's value in a Cookie header ('a=1; ama_consent=v%3D1%26analytics%3D1'), if any.
 * Decoded, since the browser writes it encoded; broken encoding is no choice, so the visitor is asked.
 */
export function consentFromCookieHeader(header: string | undefined): ConsentChoices | null {
  return parseConsent(cookieFromHeader(header, CONSENT.cookieName, { decode: true }));
}
