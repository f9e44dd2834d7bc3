import type { ReactNode } from 'react';
import { LocaleLink, usePageHead, useTranslation } from '@ama/platform';
import { buttonClassName, PageIntro } from '@ama/shared-ui';
import patterns from '../route-patterns.json';
import { useClubFigures } from '../club/figures';
import { TableRegion } from '../club/TableRegion';
import '../club/club.css';

/** The rows of the benefits table: each benefit, what it gives, its window and who has it (docs/requirements.md#club). */
const BENEFIT_ROWS = [
  { key: 'welcome', who: 'all' },
  { key: 'birthday', who: 'all' },
  { key: 'seasonal', who: 'all' },
  { key: 'friend', who: 'all' },
  { key: 'cleaning', who: 'all' },
  { key: 'personalisation', who: 'all' },
  { key: 'events', who: 'all' },
  { key: 'loan', who: 'elite' },
  { key: 'polishing', who: 'elite' },
] as const;

/** The terms' articles, in order: each a heading and its paragraphs (`terms.articles.<key>.*`). */
const ARTICLES = [
  { key: 'membership', paragraphs: ['open', 'pending'] },
  { key: 'eligibility', paragraphs: ['who', 'oneAccount'] },
  { key: 'elite', paragraphs: ['threshold', 'duration'] },
  { key: 'benefits', paragraphs: ['intro'] },
  { key: 'codes', paragraphs: ['personalCode', 'notCumulative', 'donation'] },
  { key: 'services', paragraphs: ['cleaning', 'personalisation', 'loan', 'customDesign'] },
  { key: 'personal', paragraphs: ['nonTransferable'] },
  { key: 'changes', paragraphs: ['notice', 'revokeWithin'] },
  { key: 'end', paragraphs: ['revocation', 'termination', 'afterEnd'] },
] as const;

function BenefitsTable() {
  const { t } = useTranslation('club');
  const figures = useClubFigures();
  return (
    <TableRegion labelledBy="ama-club-terms-table">
      <table className="ama-club__table">
        <caption id="ama-club-terms-table">{t('terms.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('terms.table.benefit')}</th>
            <th scope="col">{t('terms.table.what')}</th>
            <th scope="col">{t('terms.table.when')}</th>
            <th scope="col">{t('terms.table.who')}</th>
          </tr>
        </thead>
        <tbody>
          {BENEFIT_ROWS.map(({ key, who }) => (
            <tr key={key}>
              <th scope="row">{t(`terms.rows.${key}.name`)}</th>
              <td>{t(`terms.rows.${key}.what`, figures)}</td>
              <td>{t(`terms.rows.${key}.when`, figures)}</td>
              <td>{t(`terms.table.${who}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/** /club/terms: the full terms of Club AMA, as a page a customer reads (docs/requirements.md#club). */
export function TermsPage() {
  const { t } = useTranslation('club');
  const figures = useClubFigures();
  const title = t('pages.terms.title');
  const intro = t('pages.terms.intro');
  usePageHead({ title, description: intro });
  const article = (key: string, paragraphs: readonly string[], extra?: ReactNode) => (
    <section key={key} className="ama-club__section" aria-labelledby={`ama-club-terms-${key}`}>
      <h2 id={`ama-club-terms-${key}`} className="ama-club__section-title">
        {t(`terms.articles.${key}.title`)}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{t(`terms.articles.${key}.${paragraph}`, figures)}</p>
      ))}
      {extra}
    </section>
  );
  return (
    <div className="ama-club ama-club--text">
      <PageIntro title={title} intro={intro} />
      {ARTICLES.map(({ key, paragraphs }) => article(key, paragraphs, key === 'benefits' ? <BenefitsTable /> : undefined))}
      <section className="ama-club__section ama-club__cta" aria-labelledby="ama-club-terms-join">
        <h2 id="ama-club-terms-join" className="ama-club__section-title">
          {t('terms.joinTitle')}
        </h2>
        <p className="ama-club__actions ama-club__actions--center">
          <LocaleLink className={buttonClassName({ theme: 'dark', size: 'm' })} to={patterns.signUp}>
            {t('club.join')}
          </LocaleLink>
        </p>
      </section>
    </div>
  );
}
