import { LocaleLink, usePageHead, useTranslation } from '@ama/platform';
import { PageIntro } from '@ama/shared-ui';
import patterns from '../route-patterns.json';
import { useClubFigures } from '../club/figures';
import { SignUpFormIsland } from '../islands';
import '../club/club.css';

/** /club/sign-up: who can join, then the form (docs/requirements.md#club). */
export function SignUpPage() {
  const { t } = useTranslation('club');
  const figures = useClubFigures();
  const title = t('pages.signUp.title');
  const intro = t('pages.signUp.intro');
  usePageHead({ title, description: intro });
  return (
    <div className="ama-club ama-club--narrow">
      <PageIntro title={title} intro={intro} />
      <ul className="ama-club__checklist">
        <li>{t('club.who.age', figures)}</li>
        <li>{t('club.who.resident')}</li>
        <li>{t('club.who.firstPurchase', figures)}</li>
        <li>{t('club.who.oneAccount')}</li>
      </ul>
      <p>
        <LocaleLink to={patterns.terms}>{t('club.readTerms')}</LocaleLink>
      </p>
      <SignUpFormIsland />
    </div>
  );
}
