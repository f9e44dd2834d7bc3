import type { FragmentProps } from '@ama/contracts';
import { createFragment } from '@ama/platform';
import { NewsletterForm } from '../components/NewsletterForm';
import { messageLoader } from '../i18n/load-messages';

/** Exposed as 'mfe_club/NewsletterSignup': the newsletter form, e.g. in the shell's footer. Its props are the contract's (ADR 007). */
export const NewsletterSignup = createFragment<FragmentProps['mfe_club/NewsletterSignup']>({
  remote: 'mfe_club',
  fragment: 'NewsletterSignup',
  namespace: 'club',
  messages: messageLoader,
  Component: ({ variant = 'footer' }) => <NewsletterForm variant={variant} />,
});

export default NewsletterSignup;
