import { island, LocaleLink, useLocale, useNavigate, usePageHead, useSearchParams, useTranslation } from '@ama/platform';
import { CATEGORIES, type GoldColour } from '@ama/contracts';
import { IconButton, icons } from '@ama/shared-ui';
import { useProductsQuery } from '../api';
import { ListingFilters } from '../components/ListingFilters';
import { LoadFailure } from '../components/LoadFailure';
import { Pagination } from '../components/Pagination';
import { ProductGrid } from '../components/ProductGrid';
import { hasFilters, listingQuery, listingSearch, readListing, type ListingState } from '../results/listing-params';
import '../components/results.css';

/**
 * /results (docs/requirements.md#catalogue): text search, filters and sorting, all in the URL (shareable, reloadable, walked
 * with Back), the result count, an empty state with a way out, and pages as plain links. The shopper's
 * ring size (`?size=14`, from the ring-size guide) is shown, kept through every change of the listing,
 * and passed on to the rings' pages; it does not narrow the list (every ring comes in every size).
 */
/** The gold colour the cards show: the one gold chip chosen, else the one gold a search named ("oro rosa"). */
const shownGold = (chosen: readonly GoldColour[], named: readonly GoldColour[] | undefined): GoldColour | undefined =>
  chosen.length === 1 ? chosen[0] : named?.length === 1 ? named[0] : undefined;

function ResultsView() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = readListing(params);
  const { data, isFetching, error, refetch } = useProductsQuery(listingQuery(state, locale));
  // The last answer was a failure (kept while it is asked again): the server's render shows it too,
  // rather than "looking for jewels" on a page that could not get them (the visitor's search budget spent, say).
  const failed = Boolean(error) && !data;

  const title = state.q ? t('results.titleFor', { q: state.q }) : t('pages.results.title');
  // A filtered listing is a view of the catalogue, not a page of its own for search engines.
  usePageHead({
    title,
    description: t('pages.results.intro'),
    robots: hasFilters(state) || state.page > 1 || state.size !== undefined ? 'noindex' : undefined,
  });

  const show = (next: ListingState) => navigate({ search: listingSearch(next) });
  const hrefOf = (next: ListingState) => `/results${listingSearch(next)}`;

  return (
    <div className="ama-results">
      <header className="ama-results__header">
        <h1 className="ama-results__title">{title}</h1>
        {!state.q && <p className="ama-results__intro">{t('pages.results.intro')}</p>}
        <p className="ama-results__count" role="status">
          {data ? t('results.count', { count: data.total }) : isFetching && !failed ? t('results.loading') : ''}
        </p>
        {data?.correctedQuery && state.q && (
          <p className="ama-results__corrected">
            {t(data.asTypedFinds ? 'results.correctedUnnamed' : 'results.corrected', { typed: state.q, shown: data.correctedQuery })}
            {/* The text as typed found pieces by their descriptions only: one tap shows them. */}
            {data.asTypedFinds && (
              <>
                {' '}
                <LocaleLink to={hrefOf({ ...state, asTyped: true, page: 1, after: undefined, before: undefined })}>{t('results.asTyped', { typed: state.q })}</LocaleLink>
              </>
            )}
          </p>
        )}
        {state.size !== undefined && <RingSizeChip state={state} onRemove={show} />}
      </header>
      <div className="ama-results__body">
        <ListingFilters state={state} facets={data?.facets} onChange={show} />
        <section className="ama-results__list" aria-label={t('results.list')} aria-busy={isFetching}>
          {failed && <LoadFailure message={t('results.error')} onRetry={() => void refetch()} />}
          {data && data.total === 0 && (
            <div className="ama-results__message">
              <h2>{t('results.empty.title')}</h2>
              <p>{t('results.empty.text')}</p>
              {/* Every jewel again, still for the shopper's ring size. */}
              <LocaleLink className="ama-results__reset" to={hrefOf({ ...readListing(new URLSearchParams()), size: state.size })}>
                {t('results.empty.reset')}
              </LocaleLink>
              <CategoryLinks state={state} hrefOf={hrefOf} />
            </div>
          )}
          {data && data.total > 0 && (
            <>
              <ProductGrid products={data.items} gold={shownGold(state.gold, data.readAs?.gold)} size={state.size} leadsThePage />
              <Pagination
                page={data.page}
                pageCount={data.pageCount}
                // The neighbouring pages' links say where they start, so the shop seeks to them.
                hrefFor={(page) =>
                  hrefOf({
                    ...state,
                    page,
                    after: page === data.page + 1 ? data.cursors?.after : undefined,
                    before: page === data.page - 1 ? data.cursors?.before : undefined,
                  })
                }
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/** A way on from an empty result: every category, with nothing else of the listing but the shopper's ring size. */
function CategoryLinks({ state, hrefOf }: { state: ListingState; hrefOf: (next: ListingState) => string }) {
  const { t } = useTranslation('catalog');
  const all = readListing(new URLSearchParams());
  return (
    <nav aria-label={t('filters.category.label')}>
      <p>{t('results.empty.browse')}</p>
      <ul className="ama-results__categories">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <LocaleLink to={hrefOf({ ...all, category: [category], size: state.size })}>{t(`filters.category.values.${category}`)}</LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * "Your size: 14" with a button that takes it off the listing (the rest of the listing stays). A GET form
 * with the listing's other parameters, so the button works before the page is hydrated and without
 * JavaScript too.
 */
function RingSizeChip({ state, onRemove }: { state: ListingState; onRemove: (next: ListingState) => void }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const without: ListingState = { ...state, size: undefined };
  const kept = Array.from(new URLSearchParams(listingSearch(without)));
  return (
    <form
      className="ama-results__size"
      method="get"
      action={`/${locale}/results`}
      onSubmit={(event) => {
        event.preventDefault();
        onRemove(without);
      }}
    >
      <span className="ama-results__size-label">{t('results.size.chip', { size: state.size })}</span>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <IconButton type="submit" size="s" className="ama-results__size-remove" label={t('results.size.remove', { size: state.size })}>
        <icons.X aria-hidden size={16} />
      </IconButton>
    </form>
  );
}

/** /results: search, filters, sorting and the list they change, all in the URL: the page is one island. (docs/adr-009-islands.md) */
export const ResultsPage = island('catalog/results', ResultsView);
