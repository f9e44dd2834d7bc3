import { island, LocaleLink, READ_IN_BROWSER_ONLY, useLocale, usePageHead, useTranslation } from '@ama/platform';
import { buttonClassName } from '@ama/shared-ui';
import { useWishlistQuery } from '../api';
import { LoadFailure } from '../components/LoadFailure';
import { WishlistItems } from '../wishlist/WishlistItems';
import '../components/results.css';

/**
 * /wishlist: the visitor's saved pieces. The list is personal, so the server renders the page's frame
 * (and caches nothing personal) and the browser asks for the list after hydration.
 */
function WishlistView() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const title = t('pages.wishlist.title');
  usePageHead({ title, description: t('pages.wishlist.intro'), robots: 'noindex' });
  const { data: wishlist, isError, refetch } = useWishlistQuery(locale, { skip: READ_IN_BROWSER_ONLY });

  return (
    <div className="ama-results ama-wishlist">
      <header className="ama-results__header">
        <h1 className="ama-results__title">{title}</h1>
        <p className="ama-results__intro">{t('pages.wishlist.intro')}</p>
        <p className="ama-results__count" aria-live="polite">
          {wishlist ? t('results.count', { count: wishlist.count }) : ''}
        </p>
      </header>
      {isError ? (
        <LoadFailure message={t('wishlist.loadError')} onRetry={() => void refetch()} />
      ) : !wishlist ? (
        <p className="ama-results__message" aria-busy="true">
          {t('wishlist.loading')}
        </p>
      ) : (
        <>
          <WishlistItems items={wishlist.items} />
          {wishlist.items.length === 0 && (
            <div className="ama-results__message">
              <h2>{t('wishlist.empty.title')}</h2>
              <p>{t('wishlist.empty.text')}</p>
              <LocaleLink className={buttonClassName({ theme: 'dark', size: 'm' })} to="/results">
                {t('wishlist.empty.browse')}
              </LocaleLink>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** The page is personal from top to bottom: one island, filled in the browser. (docs/adr-009-islands.md) */
export const WishlistPage = island('catalog/wishlist', WishlistView);
