import type { OrderLine } from '@ama/contracts';
import { formatPrice, useLocale, useTranslation } from '@ama/platform';

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
              <div key={chosen.type}>
                <dt>{chosen.label}</dt>
                <dd>
                  {chosen.type === 'WRITING' ? <q>{chosen.valueLabel}</q> : chosen.valueLabel}
                  {chosen.priceDeltaCents > 0 && ` (+${formatPrice(chosen.priceDeltaCents, locale)})`}
                </dd>
              </div>
            ))}
            {line.options.engraving && !line.selection.some((chosen) => chosen.type === 'WRITING') && (
              <div>
                <dt>{t('order.lines.engraving')}</dt>
                <dd>
                  <q>{line.options.engraving}</q>
                </dd>
              </div>
            )}
            <div>
              <dt>{t('order.lines.quantity')}</dt>
              <dd>{line.quantity}</dd>
            </div>
            <div>
              <dt>{t('order.lines.unitPrice')}</dt>
              <dd>{formatPrice(line.unitPriceCents, locale)}</dd>
            </div>
            <div>
              <dt>{t('order.lines.lineTotal')}</dt>
              <dd>{formatPrice(line.lineTotalCents, locale)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
