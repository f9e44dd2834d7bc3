import { QueryLink } from '../components/QueryLink';
import { filtersSearch, type OrderFilters } from './order-filters';
import { useTranslation } from '@ama/platform';

/** Previous, "page X of Y", next: links of this list with another page, so a page can be opened in a new tab. */
export function OrdersPaging({ filters, pages }: { filters: OrderFilters; pages: number }) {
  const { t } = useTranslation('backoffice');
  const { page } = filters;
  return (
    <nav className="ama-staff-paging" aria-label={t('orders.paging.label')}>
      {page > 1 && (
        <QueryLink search={filtersSearch({ ...filters, page: Math.min(page - 1, pages) })} rel="prev">
          {t('orders.paging.previous')}
        </QueryLink>
      )}
      <p className="ama-staff-paging__position">{t('orders.paging.position', { page, pages })}</p>
      {page < pages && (
        <QueryLink search={filtersSearch({ ...filters, page: page + 1 })} rel="next">
          {t('orders.paging.next')}
        </QueryLink>
      )}
    </nav>
  );
}
