import { RETURNS, type Locale, type OrderReturn } from '@ama/contracts';
import { formatPrice, useTranslation } from '@ama/platform';
import { formatOrderDay } from './format-order-time';

/** One return as the shopper follows it: its pieces, where it stands, and the refund's date, the refund or the voucher. */
export function ReturnItem({ item, locale }: { item: OrderReturn; locale: Locale }) {
  const { t } = useTranslation('cart');
  return (
    <li className="ama-returns__item">
      <p>
        <span className="ama-returns__status">{t(`returns.statuses.${item.status}`)}</span> · {t('returns.requestedOn', { date: formatOrderDay(item.requestedAt, locale) })}
      </p>
      <p>{item.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')}</p>
      {item.status === 'requested' && <p>{t('returns.next', { days: RETURNS.refundWorkingDays })}</p>}
      {item.status === 'received' && item.refundDueBy && <p>{t('returns.dueBy', { date: formatOrderDay(item.refundDueBy, locale) })}</p>}
      {item.status === 'refunded' && <p>{t('returns.refunded', { amount: formatPrice(item.amountCents, locale) })}</p>}
      {item.status === 'exchanged' && item.voucher && (
        <p>
          {t('returns.voucher', { amount: formatPrice(item.voucher.amountCents, locale), date: formatOrderDay(item.voucher.validUntil, locale) })}{' '}
          <strong className="ama-returns__code">{item.voucher.code}</strong>
        </p>
      )}
      {item.status === 'refused' && item.refusal && <p>{t(`returns.refusals.${item.refusal}`)}</p>}
    </li>
  );
}
