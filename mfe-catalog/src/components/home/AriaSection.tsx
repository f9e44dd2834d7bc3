import { toSlug, type Collection } from '@ama/contracts';
import { LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { buttonClassName } from '@ama/shared-ui';
import { useCollectionsQuery } from '../../api';
import { ProductPicture } from '../ProductPicture';
import './feature.css';

const ARIA: Collection = 'ARIA';

/**
 * One collection in focus, told with the catalogue's own words (name, subtitle, story from the API: the
 * same query as the collection grid above, so no extra request). While they load, or if they cannot, the
 * section still stands on its own texts.
 */
export function AriaSection() {
  const { t } = useTranslation('catalog');
  const { data } = useCollectionsQuery(useLocale());
  const aria = data?.items.find((collection) => collection.code === ARIA);
  return (
    <section className="ama-home__section ama-home-feature ama-home-feature--reversed" aria-labelledby="home-aria">
      <div className="ama-home-feature__visual ama-home-feature__visual--picture">
        {aria?.imageUrl && <ProductPicture src={aria.imageUrl} sizes="(min-width: 48rem) 440px, 100vw" width={440} height={440} loading="lazy" />}
      </div>
      <div className="ama-home-feature__text">
        <p className="ama-home-feature__eyebrow">{t('home.aria.eyebrow')}</p>
        <h2 id="home-aria" className="ama-home-feature__title">
          {aria?.name ?? t(`filters.collection.values.${ARIA}`)}
        </h2>
        {aria?.subtitle && <p className="ama-home-feature__subtitle">{aria.subtitle}</p>}
        <p>{aria?.description ?? t('home.aria.text')}</p>
        <div className="ama-home-feature__actions">
          <LocaleLink className={buttonClassName({ theme: 'dark', size: 'm' })} to={`/collections/${toSlug(ARIA)}`}>
            {t('home.aria.link')}
          </LocaleLink>
        </div>
      </div>
    </section>
  );
}
