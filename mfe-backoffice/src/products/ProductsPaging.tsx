import { QueryLink } from '../components/QueryLink';
import { productFiltersSearch, type ProductFilters } from './product-filters';
import { useTranslation } from '@ama/platform';

/** Previous, "page X of Y", next: links of this list with another page, so a page can be opened in a new tab. */
export function ProductsPaging({ filters, pages }: { filters: ProductFilters; pages: number }) {
  const { t } = useTranslation('backoffice');
  const { page } = filters;
  return (
    <nav className="ama-staff-paging" aria-label={t('products.paging.label')}>
      {page > 1 && (
        <QueryLink search={productFiltersSearch({ ...filters, page: Math.min(page - 1, pages) })} rel="prev">
          {t('products.paging.previous')}
        </QueryLink>
      )}
      <p className="ama-staff-paging__position">{t('products.paging.position', { page, pages })}</p>
      {page < pages && (
        <QueryLink search={productFiltersSearch({ ...filters, page: page + 1 })} rel="next">
          {t('products.paging.next')}
        </QueryLink>
      )}
    </nav>
  );
}
