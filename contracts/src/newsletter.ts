import { z } from 'zod';
import { NEWSLETTER } from './constants';
import { singleLineText } from './text';
import { isCalendarDate } from './calendar-date';
import { NEWSLETTER_LIMITS, todayIsoDate, type NewsletterFieldProblem } from './newsletter-fields';
export * from './newsletter-fields';

/**
 * Newsletter subscription (docs/requirements.md#newsletter: fields, submit → success + confirmation e-mail, asterisk and
 * privacy rules, duplicate e-mail). The same schema validates in the browser (before sending) and in
 * the BFF (again, authoritative).
 */

const problem = (code: NewsletterFieldProblem) => ({ error: code });

/**
 * Absent → 'required'; a number or object where text belongs is not "missing", it is malformed.
 * Trimmed, and refusing control characters ('control_characters'), by the shared text schema.
 */
const text = () => singleLineText({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'Expected text') });

const requiredText = (maxLength: number) => text().min(1, problem('required')).max(maxLength, problem('too_long'));

const dateOfBirth = text()
  .min(1, problem('required'))
  .superRefine((value, ctx) => {
    if (value === '') return;
    // ISO dates compare correctly as strings once they are known to be valid calendar days.
    if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: 'invalid_date' });
    else if (value < NEWSLETTER_LIMITS.earliestBirthDate) ctx.addIssue({ code: 'custom', message: 'date_too_early' });
    else if (value >= todayIsoDate()) ctx.addIssue({ code: 'custom', message: 'date_not_in_past' });
  });

/** POST body. Unknown keys are refused: a typo in a client must not be silently ignored. */
export const newsletterSubscriptionSchema = z.strictObject(
  {
    name: requiredText(NEWSLETTER_LIMITS.nameMaxLength),
    surname: requiredText(NEWSLETTER_LIMITS.nameMaxLength),
    dateOfBirth,
    email: requiredText(NEWSLETTER_LIMITS.emailMaxLength).regex(z.regexes.email, problem('invalid_email')),
    privacy: z.literal(true, problem('privacy_required')),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.code === 'invalid_type' ? 'Expected a JSON object' : undefined),
  },
);
/** What the form holds and sends (before trimming). */
export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;
/** What the server stores (trimmed, checked). */
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;
export type NewsletterField = keyof NewsletterSubscription;

/** 201 answer. The code is also in the confirmation e-mail. */
export const newsletterSubscriptionResponseSchema = z.object({
  subscription: z.object({
    email: z.string(),
    discountCode: z.string(),
    discountPercent: z.literal(NEWSLETTER.firstPurchaseDiscountPercent),
  }),
});
export type NewsletterSubscriptionResponse = z.infer<typeof newsletterSubscriptionResponseSchema>;

/** `GET /api/dev/outbox?limit=` (dev only): newest first. */
export const devOutboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  to: singleLineText().max(NEWSLETTER_LIMITS.emailMaxLength).optional(),
});
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export const devOutboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const devOutboxResponseSchema = z.object({ mails: z.array(devOutboxMailSchema) });
export type DevOutboxMail = z.infer<typeof devOutboxMailSchema>;
export type DevOutboxResponse = z.infer<typeof devOutboxResponseSchema>;
