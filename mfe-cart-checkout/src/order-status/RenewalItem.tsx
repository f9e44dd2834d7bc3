import type { Locale, WarrantyRenewal } from '@ama/contracts';
import { formatPrice, useTranslation } from '@ama/platform';
import { formatOrderDay } from './format-order-time';
import { Shipment } from './OrderStepItem';

/** When the renewal reached its status. */
const reachedAt = (renewal: WarrantyRenewal) =>
  ({ requested: renewal.requestedAt, received: renewal.receivedAt, in_service: renewal.inServiceAt, sent_back: renewal.sentBackAt })[renewal.status];

/** One renewal as its customer follows it: the piece, where it stands since when, what happens next, the contribution, and the way back. */
export function RenewalItem({ renewal, locale }: { renewal: WarrantyRenewal; locale: Locale }) {
  const { t } = useTranslation('cart');
  const since = reachedAt(renewal);
  const amount = formatPrice(renewal.amountCents, locale);
  return (
    <li className="ama-renewal__item">
      <p className="ama-renewal__piece">{renewal.name}</p>
      <p>
        <span className="ama-renewal__status">{t(`renewal.statuses.${renewal.status}`)}</span>
        {since && <> · {t('renewal.since', { date: formatOrderDay(since, locale) })}</>}
      </p>
      <p>{t(`renewal.next.${renewal.status}`)}</p>
      {renewal.status === 'sent_back' && <Shipment carrier={renewal.carrier} trackingNumber={renewal.trackingNumber} />}
      <p className="ama-renewal__paid">{renewal.payment.status === 'captured' ? t('renewal.paid', { amount }) : t('renewal.paymentPending', { amount })}</p>
    </li>
  );
}
