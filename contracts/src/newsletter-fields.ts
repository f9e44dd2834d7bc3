import { TEXT_PROBLEMS } from './text-problems';
import type { NewsletterField } from './newsletter';

/**
 * The newsletter form's constants, without zod: a page draws and hydrates the form with these alone and
 * loads the schema (newsletter.ts) only to judge what was typed (docs/forms.md).
 */

/** Path under the API root (`/api`): the BFF mounts it there, the front end appends it to its base URL. */
export const NEWSLETTER_SUBSCRIPTIONS_PATH = '/newsletter/subscriptions';

/** Dev-only list of queued e-mails (docs/adr-003-mail-outbox.md), for developers and e2e tests; 404 unless DEV_OUTBOX is on. */
export const DEV_OUTBOX_PATH = '/dev/outbox';

/**
 * Where a browser remembers that it had the newsletter popup (localStorage; mfe-club's popup-memory.ts).
 * The shell's plain code reads it too, to load nothing for a visitor who will never see the popup.
 */
export const NEWSLETTER_POPUP_MEMORY_KEY = 'ama_newsletter_popup';

export const NEWSLETTER_LIMITS = {
  nameMaxLength: 80,
  /** RFC 5321 path limit. */
  emailMaxLength: 254,
  earliestBirthDate: '1900-01-01',
} as const;

/**
 * Field problems are codes, not sentences: the form translates them into the shopper's language, and
 * the BFF sends the same codes in `error.fields` so both sides speak one vocabulary.
 */
export const NEWSLETTER_FIELD_PROBLEMS = [
  'required',
  'too_long',
  'invalid_email',
  'invalid_date',
  'date_not_in_past',
  'date_too_early',
  'privacy_required',
  'already_registered',
  // Shared with every text field of the API (text.ts).
  ...TEXT_PROBLEMS,
] as const;

export type NewsletterFieldProblem = (typeof NEWSLETTER_FIELD_PROBLEMS)[number];

/** Today as YYYY-MM-DD (UTC): read at validation time, so the check never goes stale in a long-lived process. */
export const todayIsoDate = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

export const NEWSLETTER_FIELDS = ['name', 'surname', 'dateOfBirth', 'email', 'privacy'] as const satisfies readonly NewsletterField[];

/** The newsletter's error codes (composed with every area's in error-codes.ts; the club team adds one here). */
export const NEWSLETTER_ERROR_CODES = [
  // The e-mail is signed up already; the club's sign-up and an event's registration answer it too.
  'EMAIL_ALREADY_REGISTERED',
] as const;
