import { CART_LIMITS, productImageSrcSet, type CartLine } from '@ama/contracts';
import { formatPrice, LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { Button, icons, Select, VisuallyHidden } from '@ama/shared-ui';
import { useRemoveCartLineMutation, useUpdateCartLineMutation } from '../api';
import { cartProblem } from '../components/cart-errors';
import { LineOptions } from './LineOptions';

/**
 * One line of the cart: the piece, its options as chosen (the engraving as plain text), its quantity
 * and price, and remove. A line whose piece can no longer be ordered says so and can only be
 * removed.
 */
export function CartLineItem({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [update, updating] = useUpdateCartLineMutation();
  const [remove, removing] = useRemoveCartLineMutation();
  const failure = updating.error ?? removing.error;
  const product = `/product/${line.sku}`;

  return (
    <li className={line.available ? 'ama-cart-line' : 'ama-cart-line ama-cart-line--unavailable'}>
      <LocaleLink className="ama-cart-line__image" to={product} tabIndex={-1} aria-hidden="true">
        <img src={line.imageUrl} srcSet={productImageSrcSet(line.imageUrl)} sizes="160px" alt="" width={160} height={160} loading="lazy" decoding="async" />
      </LocaleLink>
      <div className="ama-cart-line__text">
        <LocaleLink className="ama-cart-line__name" to={product}>
          {line.name}
        </LocaleLink>
        <LineOptions selection={line.selection} />
        {!line.available && (
          <p className="ama-cart-line__unavailable" role="alert">
            {t('cart.lineUnavailable')}
          </p>
        )}
      </div>
      <div className="ama-cart-line__actions">
        {line.available && (
          <Select
            className="ama-cart-line__quantity"
            label={t('cart.quantity')}
            value={String(line.quantity)}
            disabled={updating.isLoading}
            onChange={(event) => void update({ locale, lineId: line.id, change: { quantity: Number(event.target.value) } })}
            options={Array.from({ length: CART_LIMITS.maxQuantityPerLine }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
          />
        )}
        <p className="ama-cart-line__price">
          <VisuallyHidden>{t('cart.lineTotal')}: </VisuallyHidden>
          {formatPrice(line.lineTotalCents, locale)}
          {line.quantity > 1 && <span className="ama-cart-line__unit">{t('cart.each', { price: formatPrice(line.unitPriceCents, locale) })}</span>}
        </p>
        <Button theme="text" size="s" loading={removing.isLoading} icon={<icons.Trash aria-hidden size={16} />} onClick={() => void remove({ locale, lineId: line.id })}>
          {t('cart.remove')}
          <VisuallyHidden>: {line.name}</VisuallyHidden>
        </Button>
        {failure && (
          <p className="ama-cart-line__error" role="alert">
            {t(`errors.${cartProblem(failure)}`)}
          </p>
        )}
      </div>
    </li>
  );
}
