import type { OrderLine } from '@ama/contracts';
import { formatPrice, useLocale, useTranslation } from '@ama/platform';
import { Fact } from '../components/Fact';

/**
 * The pieces as sold: name and SKU, every option chosen (named in the page's language by the BFF,
 * bff/src/orders/staff-order-labels.ts; the engraving in quotes, exactly as typed), quantity, and the
 * prices of that day.
 */
export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  return (
    <ul className="ama-staff-lines">
      {lines.map((line, index) => (
        <li key={`${line.sku}-${index}`} className="ama-staff-lines__line">
          <p className="ama-staff-lines__name">
            {line.name} <span className="ama-staff-lines__sku">{line.sku}</span>
          </p>
          <dl className="ama-staff-facts">
            {line.selection.map((chosen) => (
              <Fact key={chosen.type} term={chosen.label}>
                {chosen.type === 'WRITING' ? <q>{chosen.valueLabel}</q> : chosen.valueLabel}
                {chosen.priceDeltaCents > 0 && ` (+${formatPrice(chosen.priceDeltaCents, locale)})`}
              </Fact>
            ))}
            {line.options.engraving && !line.selection.some((chosen) => chosen.type === 'WRITING') && (
              <Fact term={t('order.lines.engraving')}>
                <q>{line.options.engraving}</q>
              </Fact>
            )}
            <Fact term={t('order.lines.quantity')}>{line.quantity}</Fact>
            <Fact term={t('order.lines.unitPrice')}>{formatPrice(line.unitPriceCents, locale)}</Fact>
            <Fact term={t('order.lines.lineTotal')}>{formatPrice(line.lineTotalCents, locale)}</Fact>
          </dl>
        </li>
      ))}
    </ul>
  );
}
