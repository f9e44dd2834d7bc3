import { productImageSrcSet, type OrderLine } from '@ama/contracts';
import { formatPrice, useLocale } from '@ama/platform';
import { LineOptions } from '../cart/LineOptions';

/** What was bought, as sold: each piece's picture in its gold, its options and engraving, its price. */
export function OrderLineList({ lines }: { lines: readonly OrderLine[] }) {
  const locale = useLocale();
  return (
    <ul className="ama-order-lines">
      {lines.map((line, index) => (
        <li key={`${line.sku}-${index}`} className="ama-order-lines__line">
          <img src={line.imageUrl} srcSet={productImageSrcSet(line.imageUrl)} sizes="80px" alt="" width={80} height={80} loading="lazy" decoding="async" />
          <div>
            <p className="ama-order-lines__name">
              {line.name} × {line.quantity}
            </p>
            <LineOptions selection={line.selection} />
          </div>
          <p className="ama-order-lines__price">{formatPrice(line.lineTotalCents, locale)}</p>
        </li>
      ))}
    </ul>
  );
}
