import type { StaffProduct } from '@ama/contracts';
import { formatPrice, useLocale, useTranslation } from '@ama/platform';
import { VisuallyHidden } from '@ama/shared-ui';
import { AvailabilityAction } from './AvailabilityAction';

interface ProductsTableProps {
  products: readonly StaffProduct[];
  csrfToken: string;
  caption: string;
}

/**
 * One row per product: its SKU, name (in the page's language), collection, list price, whether it is
 * on sale, and the button that changes that. Below a phone's width each row becomes a card whose cells
 * carry their column's name (staff.css).
 */
export function ProductsTable({ products, csrfToken, caption }: ProductsTableProps) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const columns = {
    name: t('products.table.name'),
    collection: t('products.table.collection'),
    price: t('products.table.price'),
    status: t('products.table.status'),
    change: t('products.table.change'),
  };
  return (
    <table className="ama-staff-table ama-staff-products">
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('products.table.sku')}</th>
          <th scope="col">{columns.name}</th>
          <th scope="col">{columns.collection}</th>
          <th scope="col">{columns.price}</th>
          <th scope="col">{columns.status}</th>
          <th scope="col">{columns.change}</th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.sku}>
            <th scope="row">{product.sku}</th>
            <td data-label={columns.name}>{product.name}</td>
            <td data-label={columns.collection}>{product.collection}</td>
            <td data-label={columns.price}>{formatPrice(product.listPriceCents, locale)}</td>
            <td data-label={columns.status}>
              <span className={`ama-staff-status ama-staff-status--${product.available ? 'on_sale' : 'off_sale'}`}>
                {t(product.available ? 'products.availability.onSale' : 'products.availability.offSale')}
              </span>
            </td>
            <td data-label={columns.change}>
              <AvailabilityAction product={product} csrfToken={csrfToken} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
