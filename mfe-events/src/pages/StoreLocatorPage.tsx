import { ROUTES } from '@ama/contracts';
import { LocaleLink, usePageHead, useSearchParams, useTranslation } from '@ama/platform';
import { StoreFinderIsland } from '../islands';
import { AREA_CLASS, STANDALONE_LINK_CLASS } from '../area-style';
import '../stores/stores.css';

/**
 * /store-locator, "find a jeweller" (docs/requirements.md#stores): the title, the intro and the link to a phone call are
 * plain HTML; the search and the list of stores are one island (events/store-finder).
 */
export function StoreLocatorPage() {
  const { t } = useTranslation('events');
  const near = (useSearchParams()[0].get('near') ?? '').trim();
  usePageHead({ title: t('pages.storeLocator.title'), description: t('pages.storeLocator.intro'), robots: near ? 'noindex' : undefined });
  return (
    <div className={`ama-stores ${AREA_CLASS}`}>
      <h1 className="ama-stores__title">{t('pages.storeLocator.title')}</h1>
      <p className="ama-stores__intro">{t('pages.storeLocator.intro')}</p>
      <StoreFinderIsland />
      <p className="ama-stores__more">
        <LocaleLink className={STANDALONE_LINK_CLASS} to={ROUTES.bookAnAppointment}>
          {t('stores.bookCall')}
        </LocaleLink>
      </p>
    </div>
  );
}
