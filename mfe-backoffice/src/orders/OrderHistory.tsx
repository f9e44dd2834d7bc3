import type { OrderHistoryEntry } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { formatDateTime } from '../components/format';

/** Every step of the order, oldest first: the status, when, who (the customer placed it), the carrier and tracking number, the note. */
export function OrderHistory({ history }: { history: readonly OrderHistoryEntry[] }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  return (
    <ol className="ama-staff-history">
      {history.map((entry) => (
        <li key={`${entry.at}-${entry.status}`} className="ama-staff-history__step">
          <p className="ama-staff-history__what">
            <strong>{t(`status.${entry.status}`)}</strong> <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>{' '}
            {entry.by ? t('order.history.by', { who: entry.by }) : t('order.history.byCustomer')}
          </p>
          {entry.carrier && <p>{t('order.history.carrier', { carrier: entry.carrier })}</p>}
          {entry.trackingNumber && <p>{t('order.history.trackingNumber', { trackingNumber: entry.trackingNumber })}</p>}
          {entry.note && <p className="ama-staff-history__note">{t('order.history.note', { note: entry.note })}</p>}
        </li>
      ))}
    </ol>
  );
}
