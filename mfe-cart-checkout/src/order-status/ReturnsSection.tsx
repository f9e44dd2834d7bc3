import { useState } from 'react';
import { RETURNS, type Order } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import { formatOrderDay } from './format-order-time';
import { ReturnItem } from './ReturnItem';
import { ReturnRequestForm } from './ReturnRequestForm';

/**
 * Returns on the order's page (docs/backoffice.md#returns): once delivered, until the end of the 14
 * days, "Request a return" opens a form for the pieces the rules allow; each return then shows where
 * it stands. Nothing before delivery: the policy is in the terms and the delivery e-mail.
 */
export function ReturnsSection({ order }: { order: Order }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const { until, lines } = order.returnable;
  if (!until && order.returns.length === 0) return null;
  const windowOpen = until !== null && lines.some((line) => line.block !== 'window_closed');
  const anyReturnable = lines.some((line) => line.block === null);
  // `until` is the moment the window closes: midnight after its last day.
  const lastDay = until && formatOrderDay(new Date(Date.parse(until) - 1).toISOString(), locale);

  return (
    <section className="ama-returns" aria-labelledby="ama-returns-title">
      <h2 id="ama-returns-title">{t('returns.title')}</h2>
      {order.returns.length > 0 && (
        <ul className="ama-returns__list" aria-label={t('returns.yours')}>
          {order.returns.map((item) => (
            <ReturnItem key={item.id} item={item} locale={locale} />
          ))}
        </ul>
      )}
      {lastDay && !windowOpen && <p>{t('returns.closed', { date: lastDay })}</p>}
      {windowOpen && anyReturnable && <p>{t('returns.until', { date: lastDay, days: RETURNS.refundWorkingDays })}</p>}
      {windowOpen && anyReturnable && !open && (
        <Button
          type="button"
          theme="dark"
          size="m"
          onClick={() => {
            setSent(false);
            setOpen(true);
          }}
        >
          {t('returns.open')}
        </Button>
      )}
      {/* Said only when nothing went back: a return of the last eligible piece speaks for itself above. */}
      {windowOpen && !anyReturnable && order.returns.length === 0 && <p>{t('returns.noneLeft')}</p>}
      <p role="status" className="ama-returns__sent">
        {sent ? t('returns.sent') : ''}
      </p>
      {open && (
        <ReturnRequestForm
          order={order}
          onCancel={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setSent(true);
          }}
        />
      )}
    </section>
  );
}
