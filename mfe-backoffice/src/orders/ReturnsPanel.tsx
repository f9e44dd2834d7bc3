import type { StaffOrder } from '@ama/contracts';
import { formatPrice, useLocale, useTranslation } from '@ama/platform';
import { formatDate, formatDateTime } from '../components/format';
import { Section } from '../components/Section';
import { OpenReturnForm } from './OpenReturnForm';
import { ReturnStepForm } from './ReturnStepForm';

/** The order's returns (docs/backoffice.md#returns): each with its pieces, amount and next step; and a form to open one. */
export function ReturnsPanel({ order, onRefresh }: { order: StaffOrder; onRefresh: () => void }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  if (order.status !== 'delivered' && order.returns.length === 0) return null;
  return (
    <Section id="ama-staff-returns-title" title={t('returns.title')} className="ama-staff-returns">
      {/* `until` is the moment the window closes, midnight after its last day: the day before is shown. */}
      {order.returnable.until && <p>{t('returns.until', { date: formatDate(new Date(Date.parse(order.returnable.until) - 1).toISOString(), locale) })}</p>}
      {order.returns.length === 0 ? (
        <p className="ama-staff__note">{t('returns.none')}</p>
      ) : (
        <ul className="ama-staff-returns__list">
          {order.returns.map((item) => (
            <li key={item.id} className="ama-staff-returns__item">
              <p>
                <span className={`ama-staff-status ama-staff-status--return-${item.status}`}>{t(`returns.statuses.${item.status}`)}</span>{' '}
                {t('returns.requestedAt', { date: formatDateTime(item.requestedAt, locale) })}
              </p>
              <p>
                {item.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')} · {formatPrice(item.amountCents, locale)}
              </p>
              {item.refundDueBy && item.status === 'received' && <p>{t('returns.dueBy', { date: formatDate(item.refundDueBy, locale) })}</p>}
              {item.voucher && (
                <p>{t('returns.voucher', { code: item.voucher.code, amount: formatPrice(item.voucher.amountCents, locale), date: formatDate(item.voucher.validUntil, locale) })}</p>
              )}
              {item.refusal && <p>{t(`returns.refusals.${item.refusal}`)}</p>}
              <ReturnStepForm key={item.status} number={order.number} item={item} onRefresh={onRefresh} />
            </li>
          ))}
        </ul>
      )}
      {order.status === 'delivered' && <OpenReturnForm order={order} onRefresh={onRefresh} />}
    </Section>
  );
}
