import { useTranslation } from 'react-i18next';
import { LocaleLink, useLocale, useNavigate, usePageHead, useSearchParams } from '@ama/platform';
import { useProductsQuery } from '../api';
import { ListingFilters } from '../components/ListingFilters';
import { LoadFailure } from '../components/LoadFailure';
import { Pagination } from '../components/Pagination';
import { ProductGrid } from '../components/ProductGrid';
import { hasFilters, listingQuery, listingSearch, readListing, type ListingState } from '../results/listing-params';
import '../components/results.css';

/**
 * /results (spec §2): text search, filters and sorting, all in the URL (shareable, reloadable, walked
 * with Back), the result count, an empty state with a way out, and pages as plain links.
 */
export function ResultsPage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = readListing(params);
  const { data, isFetching, isError, refetch } = useProductsQuery(listingQuery(state, locale));

  const title = state.q ? t('results.titleFor', { q: state.q }) : t('pages.results.title');
  // A filtered listing is a view of the catalogue, not a page of its own for search engines.
  usePageHead({ title, description: t('pages.results.intro'), robots: hasFilters(state) || state.page > 1 ? 'noindex' : undefined });

  const show = (next: ListingState) => navigate({ search: listingSearch(next) });
  const hrefOf = (next: ListingState) => `/results${listingSearch(next)}`;

  return (
    <div className="ama-results">
      <header className="ama-results__header">
        <h1 className="ama-results__title">{title}</h1>
        {!state.q && <p className="ama-results__intro">{t('pages.results.intro')}</p>}
        <p className="ama-results__count" role="status">
          {data ? t('results.count', { count: data.total }) : isFetching ? t('results.loading') : ''}
        </p>
      </header>
      <div className="ama-results__body">
        <ListingFilters state={state} facets={data?.facets} onChange={show} />
        <section className="ama-results__list" aria-label={t('results.list')} aria-busy={isFetching}>
          {isError && !data && (
            <LoadFailure message={t('results.error')} onRetry={() => void refetch()} />
          )}
          {data && data.total === 0 && (
            <div className="ama-results__message">
              <h2>{t('results.empty.title')}</h2>
              <p>{t('results.empty.text')}</p>
              <LocaleLink className="ama-results__reset" to="/results">
                {t('results.empty.reset')}
              </LocaleLink>
            </div>
          )}
          {data && data.total > 0 && (
            <>
              <ProductGrid products={data.items} gold={state.gold.length === 1 ? state.gold[0] : undefined} />
              <Pagination page={data.page} pageCount={data.pageCount} hrefFor={(page) => hrefOf({ ...state, page })} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
