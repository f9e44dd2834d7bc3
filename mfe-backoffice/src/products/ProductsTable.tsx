import type { StaffProduct } from '@ama/contracts';
import { formatPrice, useLocale, useTranslation } from '@ama/platform';
import { VisuallyHidden } from '@ama/shared-ui';
import { AvailabilityAction } from './AvailabilityAction';

interface ProductsTableProps {
  products: readonly StaffProduct[];
  caption: string;
}

/**
 * One row per product: its SKU, name (in the page's language), collection, list price, whether it is
 * on sale, and the button that changes that. Below a phone's width each row becomes a dense card of
 * three lines, the name and price, the SKU, collection and status, then the button (products.css): the
 * table and its headers stay for screen readers, and the keyboard reaches each button in list order.
 */
export function ProductsTable({ products, caption }: ProductsTableProps) {
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
            <th scope="row" className="ama-staff-products__sku">
              {product.sku}
            </th>
            <td data-label={columns.name} className="ama-staff-products__name">
              {product.name}
            </td>
            <td data-label={columns.collection} className="ama-staff-products__collection">
              {product.collection}
            </td>
            <td data-label={columns.price} className="ama-staff-products__price">
              {formatPrice(product.listPriceCents, locale)}
            </td>
            <td data-label={columns.status} className="ama-staff-products__status">
              <span className={`ama-staff-status ama-staff-status--${product.available ? 'on_sale' : 'off_sale'}`}>
                {t(product.available ? 'products.availability.onSale' : 'products.availability.offSale')}
              </span>
            </td>
            <td data-label={columns.change} className="ama-staff-products__change">
              <AvailabilityAction product={product} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
