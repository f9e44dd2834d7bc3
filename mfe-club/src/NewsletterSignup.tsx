import { addMessages, PlatformProvider, RemoteBoundary } from '@ama/platform';
import { RemoteFallback } from '@ama/shared-ui';
import { NewsletterForm, type NewsletterVariant } from './components/NewsletterForm';
import en from './i18n/en.json';
import it from './i18n/it.json';
import es from './i18n/es.json';
import de from './i18n/de.json';

// The host (the shell's footer) may render this before, or without, the club app: bring the texts along.
addMessages('club', { en, it, es, de });

export interface NewsletterSignupProps {
  variant?: NewsletterVariant;
}

/**
 * Exposed as 'mfe_club/NewsletterSignup': the newsletter form as a self-contained fragment. It brings
 * its own providers (the shared store and i18n are singletons, so it joins the host's) and keeps a
 * render failure inside its own box.
 */
export function NewsletterSignup({ variant = 'footer' }: NewsletterSignupProps) {
  return (
    <PlatformProvider>
      <RemoteBoundary area="mfe_club/NewsletterSignup" Fallback={RemoteFallback}>
        <NewsletterForm variant={variant} />
      </RemoteBoundary>
    </PlatformProvider>
  );
}

export default NewsletterSignup;
