import { QueryLink } from '../components/QueryLink';
import { discountCodeFiltersSearch, type DiscountCodeFilters } from './discount-code-filters';
import { useTranslation } from '@ama/platform';

/** Previous, "page X of Y", next: links of this list with another page, so a page can be opened in a new tab. */
export function DiscountCodesPaging({ filters, pages }: { filters: DiscountCodeFilters; pages: number }) {
  const { t } = useTranslation('backoffice');
  const { page } = filters;
  return (
    <nav className="ama-staff-paging" aria-label={t('discountCodes.paging.label')}>
      {page > 1 && (
        <QueryLink search={discountCodeFiltersSearch({ ...filters, page: Math.min(page - 1, pages) })} rel="prev">
          {t('discountCodes.paging.previous')}
        </QueryLink>
      )}
      <p className="ama-staff-paging__position">{t('discountCodes.paging.position', { page, pages })}</p>
      {page < pages && (
        <QueryLink search={discountCodeFiltersSearch({ ...filters, page: page + 1 })} rel="next">
          {t('discountCodes.paging.next')}
        </QueryLink>
      )}
    </nav>
  );
}
