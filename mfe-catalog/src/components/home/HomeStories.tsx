import { LocaleLink, useTranslation } from '@ama/platform';
import { icons } from '@ama/shared-ui';
import '../home.css';

/** The stories behind the pieces, each leading to the brand page that tells it in full. */
const STORIES = [
  { key: 'zeroMining', to: '/zero-mining' },
  { key: 'sustainability', to: '/sustainability' },
  { key: 'aboutUs', to: '/about-us' },
] as const;

export function HomeStories() {
  const { t } = useTranslation('catalog');
  return (
    // The band's sand runs edge to edge; its content keeps the width of the other sections.
    <section className="ama-home__band" aria-labelledby="home-stories">
      <div className="ama-home__section">
        <h2 id="home-stories" className="ama-home__heading">
          {t('home.stories.title')}
        </h2>
        <ul className="ama-home__teasers">
          {STORIES.map((story) => (
            <li key={story.key} className="ama-home__teaser">
              <h3>{t(`home.stories.${story.key}.title`)}</h3>
              <p>{t(`home.stories.${story.key}.text`)}</p>
              <LocaleLink className="ama-home__more" to={story.to}>
                {t(`home.stories.${story.key}.link`)}
                <icons.ArrowRight size={16} aria-hidden="true" />
              </LocaleLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
