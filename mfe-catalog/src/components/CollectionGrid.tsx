import { useTranslation } from 'react-i18next';
import { LocaleLink, useLocale } from '@ama/platform';
import { Button, Spinner } from '@ama/shared-ui';
import { useCollectionsQuery } from '../api';
import './home.css';

/** The eight collections, from the catalogue API, each leading to its collection page. */
export function CollectionGrid() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const { data, isLoading, isError, refetch } = useCollectionsQuery(locale);

  return (
    <section className="ama-home__section" aria-labelledby="home-collections">
      <h2 id="home-collections" className="ama-home__heading">
        {t('home.collections.title')}
      </h2>
      {isLoading && <Spinner />}
      {isError && (
        <div className="ama-home__error" role="status">
          <p>{t('home.collections.error')}</p>
          <Button theme="dark" size="s" onClick={() => void refetch()}>
            {t('home.retry')}
          </Button>
        </div>
      )}
      {data && (
        <ul className="ama-home__collections">
          {data.items.map((collection) => (
            <li key={collection.code}>
              <LocaleLink className="ama-home__collection" to={`/collections/${collection.slug}`}>
                {collection.imageUrl && (
                  <img src={collection.imageUrl} alt="" width={240} height={240} loading="lazy" decoding="async" />
                )}
                <span className="ama-home__collection-name">{collection.name}</span>
                <span className="ama-home__collection-subtitle">{collection.subtitle}</span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
