import type { Category } from '@ama/contracts';
import { LocaleLink, useTranslation } from '@ama/platform';
import { buttonClassName } from '@ama/shared-ui';
import { listingSearch, readListing } from '../../results/listing-params';
import { InterlacedRings } from './InterlacedRings';
import './feature.css';

/** The listing of some categories, as the listing itself writes its URL (one URL per listing). */
const listingOf = (category: Category[]) => `/results${listingSearch({ ...readListing(new URLSearchParams()), category })}`;

/** A proposal, or a gift: the two ways into the catalogue for Valentine's Day. */
const VALENTINE_LINKS = [
  { key: 'engagementRings', to: listingOf(['ENGAGEMENT_RINGS']), theme: 'dark' },
  { key: 'gifts', to: listingOf(['EARRINGS', 'NECKLACES', 'BRACELETS']), theme: 'white' },
] as const;

export function ValentineSection() {
  const { t } = useTranslation('catalog');
  return (
    <section className="ama-home__section ama-home-feature" aria-labelledby="home-valentine">
      <div className="ama-home-feature__visual">
        <InterlacedRings />
      </div>
      <div className="ama-home-feature__text">
        <p className="ama-home-feature__eyebrow">{t('home.valentine.eyebrow')}</p>
        <h2 id="home-valentine" className="ama-home-feature__title">
          {t('home.valentine.title')}
        </h2>
        <p>{t('home.valentine.text')}</p>
        <p className="ama-home-feature__note">{t('home.valentine.note')}</p>
        <div className="ama-home-feature__actions">
          {VALENTINE_LINKS.map((link) => (
            <LocaleLink key={link.key} className={buttonClassName({ theme: link.theme, size: 'm' })} to={link.to}>
              {t(`home.valentine.${link.key}`)}
            </LocaleLink>
          ))}
        </div>
      </div>
    </section>
  );
}
