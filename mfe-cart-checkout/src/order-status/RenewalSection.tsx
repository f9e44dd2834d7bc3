import { useState } from 'react';
import { WARRANTY, type Order } from '@ama/contracts';
import { formatPrice, useLocale, useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import { formatOrderDay } from './format-order-time';
import { RenewalItem } from './RenewalItem';
import { RenewalRequestForm } from './RenewalRequestForm';

/**
 * The warranty's renewal service on the order's page (docs/services.md#warranty-renewal): once the order
 * is delivered, what the service includes, its shipping contribution for the order's address and until
 * when it may be asked; each piece that may still have it, with the form that pays for it; then each
 * renewal and where it stands. Nothing before delivery, as for returns.
 */
export function RenewalSection({ order }: { order: Order }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [open, setOpen] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const { renewable, renewals } = order;
  if (order.status !== 'delivered' && renewals.length === 0) return null;
  const pieces = renewable.lines.filter((line) => line.block === null);
  const ended = renewable.lines.some((line) => line.block === 'too_old');
  // `until` is the moment the two years end: midnight after their last day.
  const lastDay = formatOrderDay(new Date(Date.parse(renewable.until) - 1).toISOString(), locale);

  return (
    <section className="ama-renewal" aria-labelledby="ama-renewal-title">
      <h2 id="ama-renewal-title">{t('renewal.title')}</h2>
      <p>{t('renewal.intro')}</p>
      <ul className="ama-renewal__includes" aria-label={t('renewal.includesLabel')}>
        {WARRANTY.renewalService.map((service) => (
          <li key={service}>{t(`renewal.includes.${service}`)}</li>
        ))}
      </ul>
      {renewals.length > 0 && (
        <ul className="ama-renewal__list" aria-label={t('renewal.yours')}>
          {renewals.map((renewal) => (
            <RenewalItem key={renewal.id} renewal={renewal} locale={locale} />
          ))}
        </ul>
      )}
      {ended && <p>{t('renewal.ended', { date: lastDay })}</p>}
      {!ended && pieces.length > 0 && (
        <>
          <p>{t(`renewal.contribution.${renewable.area}`, { amount: formatPrice(renewable.contributionCents, locale) })}</p>
          <p>{t('renewal.until', { date: lastDay })}</p>
          <ul className="ama-renewal__pieces" aria-label={t('renewal.pieces')}>
            {pieces.map(({ position }) => (
              <li key={position} className="ama-renewal__piece-choice">
                {open === position ? (
                  <RenewalRequestForm
                    order={order}
                    position={position}
                    onCancel={() => setOpen(null)}
                    onSent={() => {
                      setOpen(null);
                      setSent(true);
                    }}
                  />
                ) : (
                  <Button
                    type="button"
                    theme="white"
                    size="m"
                    onClick={() => {
                      setSent(false);
                      setOpen(position);
                    }}
                  >
                    {t('renewal.ask', { piece: order.lines[position - 1]?.name ?? '' })}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {!ended && pieces.length === 0 && renewals.length > 0 && <p>{t('renewal.noneLeft')}</p>}
      <p role="status" className="ama-renewal__sent">
        {sent ? t('renewal.sent') : ''}
      </p>
    </section>
  );
}
