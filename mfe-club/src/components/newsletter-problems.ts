import { NEWSLETTER_FIELD_PROBLEMS, NEWSLETTER_FIELDS, type NewsletterField, type NewsletterFieldProblem, type NewsletterSubscriptionInput } from '@ama/contracts';
import type { FormOutcome, SendFailure } from '@ama/platform';

/** What the form holds: the request's fields, with the privacy box possibly still unticked. */
export type NewsletterFormValues = Omit<NewsletterSubscriptionInput, 'privacy'> & { privacy: boolean };

/** A problem code shown under a field; 'invalid' when the server names one the form does not know. */
export type FieldProblem = NewsletterFieldProblem | 'invalid';

const isField = (key: string): key is NewsletterField => (NEWSLETTER_FIELDS as readonly string[]).includes(key);
const asProblem = (code: string): FieldProblem => ((NEWSLETTER_FIELD_PROBLEMS as readonly string[]).includes(code) ? (code as NewsletterFieldProblem) : 'invalid');

/** The form's fields among a `fields` map (the schema's or the server's), each problem in the form's codes. */
export function newsletterProblems(fields: Record<string, string>): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const [key, code] of Object.entries(fields)) if (isField(key)) problems[key] ??= asProblem(code);
  return problems;
}

/** The newsletter's own answer: an address already subscribed is said at the e-mail field. */
export const readNewsletterFailure = (failure: SendFailure): FormOutcome<never> | undefined =>
  failure.status === 409 && failure.code === 'EMAIL_ALREADY_REGISTERED' ? { fields: { email: 'already_registered' } } : undefined;
