import type { StaffProduct } from '@ama/contracts';
import { formatPrice, useLocale, useTranslation } from '@ama/platform';
import { StaffTable } from '../components/StaffTable';
import type { TableSort } from '../components/table-sort';
import { useColumnNames } from '../components/use-column-names';
import { AvailabilityAction } from './AvailabilityAction';
import type { ProductSortKey } from './product-filters';

interface ProductsTableProps {
  products: readonly StaffProduct[];
  caption: string;
  sort: TableSort<ProductSortKey>;
  onSort: (sort: TableSort<ProductSortKey>) => void;
}

/** Every column but the button's sorts the list (on the server: the list comes a page at a time). */
const SORT_KEYS = { sku: 'sku', name: 'name', collection: 'collection', price: 'price', status: 'available' } as const;

/**
 * One row per product: its SKU, name (in the page's language), collection, list price, whether it is
 * on sale, and the button that changes that; its column headers sort it. Below a phone's width each row
 * becomes a dense card of three lines, the name and price, the SKU, collection and status, then the
 * button (products.css): the table and its headers stay for screen readers, and the keyboard reaches
 * each button in list order.
 */
export function ProductsTable({ products, caption, sort, onSort }: ProductsTableProps) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const columns = useColumnNames('products.table', ['sku', 'name', 'collection', 'price', 'status', 'change']);
  return (
    <StaffTable className="ama-staff-products" caption={caption} columns={columns} sorting={{ keys: SORT_KEYS, sort, onSort }}>
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
    </StaffTable>
  );
}
