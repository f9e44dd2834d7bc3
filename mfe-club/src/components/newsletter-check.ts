import { fieldErrors, newsletterSubscriptionSchema, type NewsletterSubscription } from '@ama/contracts';
import type { FormCheck } from '@ama/platform';
import { newsletterProblems, type NewsletterFormValues } from './newsletter-problems';

/** The server's own schema judges the form before it is sent (loaded on demand: NewsletterForm). */
export const checkNewsletter: FormCheck<NewsletterFormValues, NewsletterSubscription> = (values) => {
  const parsed = newsletterSubscriptionSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: newsletterProblems(fieldErrors(parsed.error.issues)) };
};
