import { useEffect, useRef } from 'react';
import { ROUTES } from '@ama/contracts';
import { LocaleLink, useTranslation } from '@ama/platform';
import { buttonClassName } from '@ama/shared-ui';
import { useClubFigures } from './figures';

/** After a sign-up: what happens next (the confirmation e-mail, pending until the first purchase). */
export function SignUpSuccess({ email }: { email: string }) {
  const { t } = useTranslation('club');
  const figures = useClubFigures();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the shopper was in is gone: the focus goes to what replaced it, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="ama-club-success" aria-labelledby="ama-club-success-title">
      <h2 id="ama-club-success-title" ref={heading} tabIndex={-1} className="ama-club__section-title">
        {t('signUp.success.title')}
      </h2>
      <p>{t('signUp.success.email', { email })}</p>
      <p>{t('signUp.success.pending', figures)}</p>
      <p className="ama-club__actions">
        <LocaleLink className={buttonClassName({ theme: 'dark', size: 'm' })} to={ROUTES.results}>
          {t('signUp.success.shop')}
        </LocaleLink>
        <LocaleLink className={buttonClassName({ theme: 'white', size: 'm' })} to={ROUTES.clubTerms}>
          {t('club.readTerms')}
        </LocaleLink>
      </p>
    </section>
  );
}
