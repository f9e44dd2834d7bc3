import { LocaleLink, usePageHead, useTranslation } from '@ama/platform';
import { buttonClassName, PageIntro } from '@ama/shared-ui';
import patterns from '../route-patterns.json';
import { BenefitList } from '../club/BenefitList';
import { useClubFigures } from '../club/figures';
import '../club/club.css';

/** /club: what Club AMA is, who can join, member and ELITE, the benefits; the way to sign up and the terms. */
export function ClubPage() {
  const { t } = useTranslation('club');
  const figures = useClubFigures();
  const title = t('pages.club.title');
  const intro = t('pages.club.intro');
  usePageHead({ title, description: intro });
  return (
    <div className="ama-club">
      <PageIntro title={title} intro={intro}>
        <p className="ama-club__actions ama-club__actions--center">
          <LocaleLink className={buttonClassName({ theme: 'dark', size: 'l' })} to={patterns.signUp}>
            {t('club.join')}
          </LocaleLink>
        </p>
      </PageIntro>
      <section className="ama-club__section" aria-labelledby="ama-club-what">
        <h2 id="ama-club-what" className="ama-club__section-title">
          {t('club.whatTitle')}
        </h2>
        <p>{t('club.what')}</p>
      </section>
      <section className="ama-club__section" aria-labelledby="ama-club-who">
        <h2 id="ama-club-who" className="ama-club__section-title">
          {t('club.whoTitle')}
        </h2>
        <ul className="ama-club__checklist">
          <li>{t('club.who.age', figures)}</li>
          <li>{t('club.who.resident')}</li>
          <li>{t('club.who.firstPurchase', figures)}</li>
          <li>{t('club.who.oneAccount')}</li>
        </ul>
      </section>
      <section className="ama-club__section" aria-labelledby="ama-club-levels">
        <h2 id="ama-club-levels" className="ama-club__section-title">
          {t('club.levelsTitle')}
        </h2>
        <div className="ama-club__levels">
          <div className="ama-club__level">
            <h3>{t('club.levels.member')}</h3>
            <p>{t('club.levels.memberText', figures)}</p>
          </div>
          <div className="ama-club__level ama-club__level--elite">
            <h3>{t('club.levels.elite')}</h3>
            <p>{t('club.levels.eliteText', figures)}</p>
          </div>
        </div>
      </section>
      <section className="ama-club__section" aria-labelledby="ama-club-benefits">
        <h2 id="ama-club-benefits" className="ama-club__section-title">
          {t('club.benefitsTitle')}
        </h2>
        <BenefitList role="elite" />
        <p>
          {t('club.benefits.customDesign', figures)} <LocaleLink to={patterns.customDesign}>{t('customDesign.link')}</LocaleLink>
        </p>
      </section>
      <section className="ama-club__section ama-club__cta" aria-labelledby="ama-club-join">
        <h2 id="ama-club-join" className="ama-club__section-title">
          {t('club.joinTitle')}
        </h2>
        <p>{t('club.joinText')}</p>
        <p className="ama-club__actions ama-club__actions--center">
          <LocaleLink className={buttonClassName({ theme: 'dark', size: 'm' })} to={patterns.signUp}>
            {t('club.join')}
          </LocaleLink>
          <LocaleLink className={buttonClassName({ theme: 'white', size: 'm' })} to={patterns.terms}>
            {t('club.readTerms')}
          </LocaleLink>
        </p>
      </section>
    </div>
  );
}
