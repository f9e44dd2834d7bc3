import { LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { VisuallyHidden } from '@ama/shared-ui';
import { LoadFailure } from './LoadFailure';
import { ProductPicture } from './ProductPicture';
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
      {isLoading && <CollectionGridSkeleton />}
      {isError && <LoadFailure className="ama-home__error" role="status" message={t('home.collections.error')} onRetry={() => void refetch()} />}
      {data && (
        <ul className="ama-home__collections">
          {data.items.map((collection, index) => (
            <li key={collection.code}>
              <LocaleLink className="ama-home__collection" to={`/collections/${collection.slug}`}>
                {collection.imageUrl && (
                  <ProductPicture
                    src={collection.imageUrl}
                    sizes="(min-width: 48rem) 15rem, 50vw"
                    width={240}
                    height={240}
                    // The first row is near the top on every screen: load it at once, after the banner's
                    // poster (the page's largest paint, BannerVideo), which alone asks for a high priority.
                    loading={index < 4 ? 'eager' : 'lazy'}
                  />
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

/** Holds the grid's place while the collections load, so nothing below it jumps when they arrive. */
function CollectionGridSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <>
      <VisuallyHidden role="status">{t('home.collections.loading')}</VisuallyHidden>
      <ul className="ama-home__collections" aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index} className="ama-home__collection ama-home__collection--placeholder">
            <span className="ama-home__collection-image" />
            <span className="ama-home__collection-name">&nbsp;</span>
            <span className="ama-home__collection-subtitle">&nbsp;</span>
          </li>
        ))}
      </ul>
    </>
  );
}
