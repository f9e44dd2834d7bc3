import { createFragment } from '@ama/platform';
import { NewsletterForm, type NewsletterVariant } from '../components/NewsletterForm';
import { messages } from '../i18n';

export interface NewsletterSignupProps {
  variant?: NewsletterVariant;
}

/** Exposed as 'mfe_club/NewsletterSignup': the newsletter form, e.g. in the shell's footer. */
export const NewsletterSignup = createFragment<NewsletterSignupProps>({
  remote: 'mfe_club',
  fragment: 'NewsletterSignup',
  namespace: 'club',
  messages,
  Component: ({ variant = 'footer' }) => <NewsletterForm variant={variant} />,
});

export default NewsletterSignup;
