import { useTranslation } from 'react-i18next';
import { LocaleLink, NotFound, usePageHead, useParams } from '@ama/platform';
import { Button, buttonClassName, PageIntro } from '@ama/shared-ui';
import patterns from '../route-patterns.json';
import { useEliteTokenQuery } from '../api';
import { BenefitList } from '../club/BenefitList';
import { useClubFigures } from '../club/figures';
import '../club/club.css';

const PREFIX = 'elite-';

/**
 * /club/elite-{token}: the ELITE page, behind an opaque segment. The server asks the BFF whether the
 * token is the page's (204) or not (404): a wrong one is the shop's 404 page, with HTTP 404. Never
 * indexed and not in any sitemap.
 */
export function ElitePage() {
  const { t } = useTranslation('club');
  // react-router keeps the whole segment ('elite-…') under the parameter's name.
  const segment = useParams().token ?? '';
  const token = segment.startsWith(PREFIX) ? segment.slice(PREFIX.length) : '';
  const { isSuccess, error, refetch } = useEliteTokenQuery(token, { skip: token === '' });
  const notFound = token === '' || (error !== undefined && 'status' in error && error.status === 404);
  if (notFound) return <NotFound />;
  if (error) return <EliteFailure onRetry={() => void refetch()} message={t('elite.failed')} retry={t('elite.retry')} />;
  return isSuccess ? <EliteView /> : <EliteLoading />;
}

function useEliteHead() {
  const { t } = useTranslation('club');
  const title = t('pages.elite.title');
  const intro = t('pages.elite.intro');
  usePageHead({ title, description: intro, robots: 'noindex' });
  return { title, intro };
}

function EliteLoading() {
  const { title } = useEliteHead();
  return (
    <div className="ama-club" aria-busy="true">
      <PageIntro title={title} />
    </div>
  );
}

function EliteFailure({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  const { title } = useEliteHead();
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
  const { title, intro } = useEliteHead();
  return (
    <div className="ama-club">
      <PageIntro title={title} intro={intro} />
      <section className="ama-club__section" aria-labelledby="ama-club-elite-what">
        <h2 id="ama-club-elite-what" className="ama-club__section-title">{t('elite.whatTitle')}</h2>
        <p>{t('elite.what', figures)}</p>
        <p>{t('elite.duration')}</p>
      </section>
      <section className="ama-club__section" aria-labelledby="ama-club-elite-benefits">
        <h2 id="ama-club-elite-benefits" className="ama-club__section-title">{t('elite.benefitsTitle')}</h2>
        <BenefitList role="elite" />
      </section>
      <section className="ama-club__section" aria-labelledby="ama-club-elite-design">
        <h2 id="ama-club-elite-design" className="ama-club__section-title">{t('elite.designTitle')}</h2>
        <p>{t('club.benefits.customDesign', figures)}</p>
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
