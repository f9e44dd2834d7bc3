import type { CartDiscount } from '@ama/contracts';
import { formatPrice, useLocale, useTranslation } from '@ama/platform';

interface CartFiguresProps {
  totalItems?: number;
  subtotalCents?: number;
  discountCents: number;
  discountCode: string | null;
  /** An engraving code (Club AMA's free personalisation) is named as such. */
  discountKind?: CartDiscount['kind'] | null;
  shippingCents: number;
  totalCents: number;
}

/** The money of a cart or an order, one figure a row: items, subtotal, discount, shipping, total. */
export function CartFigures({ totalItems, subtotalCents, discountCents, discountCode, discountKind, shippingCents, totalCents }: CartFiguresProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  return (
    <dl className="ama-cart-summary__figures">
      {totalItems !== undefined && (
        <div>
          <dt>{t('summary.items')}</dt>
          <dd>{totalItems}</dd>
        </div>
      )}
      {subtotalCents !== undefined && (
        <div>
          <dt>{t('summary.subtotal')}</dt>
          <dd>{formatPrice(subtotalCents, locale)}</dd>
        </div>
      )}
      {discountCents > 0 && (
        <div>
          <dt>{t(discountKind === 'engraving' ? 'summary.engravingDiscount' : 'summary.discount', { code: discountCode ?? '' })}</dt>
          <dd>−{formatPrice(discountCents, locale)}</dd>
        </div>
      )}
      <div>
        <dt>{t('summary.shipping')}</dt>
        <dd>{shippingCents === 0 ? t('summary.freeShipping') : formatPrice(shippingCents, locale)}</dd>
      </div>
      <div className="ama-cart-summary__total">
        <dt>
          {t('summary.total')} <span className="ama-cart-summary__vat">{t('summary.vatIncluded')}</span>
        </dt>
        <dd>{formatPrice(totalCents, locale)}</dd>
      </div>
    </dl>
  );
}
