import { useEffect, useId, useRef } from 'react';
import type { NewsletterSubscriptionResponse } from '@ama/contracts';
import type { NewsletterVariant } from './NewsletterForm';
import { useTranslation } from '@ama/platform';

export interface NewsletterSuccessProps {
  variant: NewsletterVariant;
  subscription: NewsletterSubscriptionResponse['subscription'];
}

/** Success with a confirmation e-mail (docs/requirements.md#newsletter): thanks, where the code went, and the code itself. */
export function NewsletterSuccess({ variant, subscription }: NewsletterSuccessProps) {
  const { t } = useTranslation('club');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the shopper was in has gone: move focus to what replaced it, so they are not left nowhere.
  useEffect(() => headingRef.current?.focus(), []);
  const { email, discountCode, discountPercent } = subscription;
  return (
    <section className={`ama-newsletter ama-newsletter--${variant} ama-newsletter--done`} aria-labelledby={headingId} role="status">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="ama-newsletter__title">
        {t('newsletter.success.title')}
      </h2>
      <p>{t('newsletter.success.message', { percent: discountPercent, email })}</p>
      <p className="ama-newsletter__code">
        {t('newsletter.success.codeLabel')} <strong>{discountCode}</strong>
      </p>
    </section>
  );
}
