import { useState } from 'react';
import type { CartOptionsInput } from '@ama/contracts';
import { LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { Button, icons } from '@ama/shared-ui';
import { useAddCartLineMutation } from '../api';
import { cartProblem } from './cart-errors';
import './add-to-cart.css';

export interface AddToCartProps {
  sku: string;
  options?: CartOptionsInput;
  quantity?: number;
  /** The host checks its own form first (a ring needs its size) and shows its field's message. */
  onBeforeAdd?: () => boolean;
}

/**
 * The catalogue's "Add to cart" (exposed as ./AddToCartButton). The server prices the line; the button
 * only says what happened: added (with the way to the cart), or why not, in the shopper's language.
 */
export function AddToCart({ sku, options = {}, quantity = 1, onBeforeAdd }: AddToCartProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [addLine, { isLoading, error, isSuccess, reset }] = useAddCartLineMutation();
  const [addedCount, setAddedCount] = useState(0);

  const add = async () => {
    reset();
    if (onBeforeAdd && !onBeforeAdd()) return;
    const result = await addLine({ locale, line: { sku, quantity, options } });
    if ('data' in result) setAddedCount((count) => count + 1);
  };

  return (
    <div className="ama-add-to-cart">
      <Button theme="dark" size="l" fullWidth loading={isLoading} loadingLabel={t('addToCart.adding')} icon={<icons.ShoppingBag aria-hidden />} onClick={() => void add()}>
        {t('addToCart.label')}
      </Button>
      <div className="ama-add-to-cart__status" aria-live="polite">
        {isSuccess && addedCount > 0 && (
          <p className="ama-add-to-cart__added">
            <icons.CircleCheck aria-hidden size={16} /> {t('addToCart.added')} <LocaleLink to="/cart">{t('addToCart.viewCart')}</LocaleLink>
          </p>
        )}
      </div>
      {error && (
        <p className="ama-add-to-cart__error" role="alert">
          {t(`errors.${cartProblem(error)}`)}
        </p>
      )}
    </div>
  );
}
