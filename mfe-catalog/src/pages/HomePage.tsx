import { useTranslation } from 'react-i18next';
import { LocaleLink, usePageHead } from '@ama/platform';
import { buttonClassName, PageIntro } from '@ama/shared-ui';
import { CollectionGrid } from '../components/CollectionGrid';

const TEASERS = [
  { key: 'zeroMining', to: '/zero-mining' },
  { key: 'sustainability', to: '/sustainability' },
  { key: 'aboutUs', to: '/about-us' },
] as const;

/** Home (spec §2): the brand's promise, the collections, and the stories behind the pieces. */
export function HomePage() {
  const { t } = useTranslation('catalog');
  const title = t('pages.home.title');
  usePageHead({ title, description: t('pages.home.intro') });
  return (
    <div className="ama-home">
      <PageIntro title={title} intro={t('pages.home.intro')}>
        <LocaleLink className={buttonClassName({ theme: 'dark', size: 'l' })} to="/results">
          {t('home.cta')}
        </LocaleLink>
      </PageIntro>
      <CollectionGrid />
      <section className="ama-home__section" aria-labelledby="home-stories">
        <h2 id="home-stories" className="ama-home__heading">
          {t('home.stories.title')}
        </h2>
        <ul className="ama-home__teasers">
          {TEASERS.map((teaser) => (
            <li key={teaser.key} className="ama-home__teaser">
              <h3>{t(`home.stories.${teaser.key}.title`)}</h3>
              <p>{t(`home.stories.${teaser.key}.text`)}</p>
              <LocaleLink to={teaser.to}>{t(`home.stories.${teaser.key}.link`)}</LocaleLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
