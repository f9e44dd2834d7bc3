import { NEWSLETTER_FIELD_PROBLEMS, NEWSLETTER_FIELDS, type NewsletterFieldProblem, type NewsletterSubscriptionInput } from '@ama/contracts';
import { knownProblems, type FormOutcome, type SendFailure } from '@ama/platform';

/** What the form holds: the request's fields, with the privacy box possibly still unticked. */
export type NewsletterFormValues = Omit<NewsletterSubscriptionInput, 'privacy'> & { privacy: boolean };

/** A problem code shown under a field; 'invalid' when the server names one the form does not know. */
export type FieldProblem = NewsletterFieldProblem | 'invalid';

/** The form's fields among a `fields` map (the schema's or the server's), each problem in the form's codes. */
export const newsletterProblems = (fields: Record<string, string>) =>
  knownProblems(fields, { fields: NEWSLETTER_FIELDS, problems: NEWSLETTER_FIELD_PROBLEMS }) as Record<string, FieldProblem>;

/** The newsletter's own answer: an address already subscribed is said at the e-mail field. */
export const readNewsletterFailure = (failure: SendFailure): FormOutcome<never> | undefined =>
  failure.status === 409 && failure.code === 'EMAIL_ALREADY_REGISTERED' ? { fields: { email: 'already_registered' } } : undefined;
