import { useLocale, useTranslation } from '@ama/platform';

/** A calendar day (YYYY-MM-DD) in full in the page's language, the same on the server and in the browser. */
const fullDay = (day: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/**
 * When the pieces leave: every one is made to order, so the day is the BFF's (its slowest piece's
 * planned working days, Italian calendar), with the promise of a tracked, insured shipment.
 */
export function ShipsBy({ day }: { day: string | null }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  if (!day) return null;
  return (
    <div className="ama-ships-by">
      <p className="ama-ships-by__day">{t('delivery.shipsBy', { date: fullDay(day, locale) })}</p>
      <p className="ama-ships-by__note">{t('delivery.tracking')}</p>
    </div>
  );
}
