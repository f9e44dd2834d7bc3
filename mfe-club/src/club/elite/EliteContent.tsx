import { LocaleLink, NotFound, useTranslation } from '@ama/platform';
import { Button, buttonClassName, PageIntro } from '@ama/shared-ui';
import patterns from '../../route-patterns.json';
import { useEliteTokenQuery } from '../../api';
import { BenefitList } from '../BenefitList';
import { useClubFigures } from '../figures';

const PREFIX = 'elite-';

/** The token of the route's segment: react-router keeps the whole segment ('elite-…') under the parameter's name. */
export const eliteToken = (segment: string | undefined) => (segment?.startsWith(PREFIX) ? segment.slice(PREFIX.length) : '');

/** Whether the BFF said the token is not the page's (or there is none). */
export const isEliteNotFound = (token: string, error: unknown) =>
  token === '' || (error !== undefined && error !== null && typeof error === 'object' && 'status' in error && error.status === 404);

export function useEliteTexts() {
  const { t } = useTranslation('club');
  return { title: t('pages.elite.title'), intro: t('pages.elite.intro') };
}

/**
 * The ELITE page's content for a token, once the BFF answered (or could not). The page renders it as an
 * island when the server's render could not reach the BFF, so that "try again" works on the first page.
 */
export function EliteContent({ token }: { token: string }) {
  const { t } = useTranslation('club');
  const { isSuccess, error, refetch } = useEliteTokenQuery(token, { skip: token === '' });
  if (isEliteNotFound(token, error)) return <NotFound />;
  if (error) return <EliteFailure onRetry={() => void refetch()} message={t('elite.failed')} retry={t('elite.retry')} />;
  return isSuccess ? <EliteView /> : <EliteLoading />;
}

function EliteLoading() {
  const { title } = useEliteTexts();
  return (
    <div className="ama-club" aria-busy="true">
      <PageIntro title={title} />
    </div>
  );
}

function EliteFailure({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  const { title } = useEliteTexts();
  return (
    <div className="ama-club">
      <PageIntro title={title} />
      <div className="ama-club-form__problem" role="alert">
        <p>{message}</p>
        <Button theme="dark" size="s" onClick={onRetry}>
          {retry}
        </Button>
      </div>
    </div>
  );
}

function EliteView() {
  const { t } = useTranslation('club');
  const figures = useClubFigures();
  const { title, intro } = useEliteTexts();
  return (
    <div className="ama-club">
      <PageIntro title={title} intro={intro} />
      <section className="ama-club__section" aria-labelledby="ama-club-elite-what">
        <h2 id="ama-club-elite-what" className="ama-club__section-title">
          {t('elite.whatTitle')}
        </h2>
        <p>{t('elite.what', figures)}</p>
        <p>{t('elite.duration')}</p>
      </section>
      <section className="ama-club__section" aria-labelledby="ama-club-elite-benefits">
        <h2 id="ama-club-elite-benefits" className="ama-club__section-title">
          {t('elite.benefitsTitle')}
        </h2>
        <BenefitList role="elite" />
      </section>
      <section className="ama-club__section" aria-labelledby="ama-club-elite-design">
        <h2 id="ama-club-elite-design" className="ama-club__section-title">
          {t('elite.designTitle')}
        </h2>
        <p>
          {t('club.benefits.customDesign', figures)} <LocaleLink to={patterns.customDesign}>{t('customDesign.link')}</LocaleLink>
        </p>
        <p>{t('elite.loanNote', figures)}</p>
      </section>
      <p className="ama-club__actions ama-club__actions--center">
        <LocaleLink className={buttonClassName({ theme: 'white', size: 'm' })} to={patterns.terms}>
          {t('club.readTerms')}
        </LocaleLink>
      </p>
    </div>
  );
}
