import { useTranslation } from 'react-i18next';
import type { CartOptionsInput } from '@ama/contracts';
import { RemoteFragment } from '@ama/platform';
import { Button, icons } from '@ama/shared-ui';
import { WishlistButton } from './WishlistButton';

/** The props of the cart area's ./AddToCartButton (its contract: agreed here, never imported). */
interface AddToCartButtonProps {
  sku: string;
  options: CartOptionsInput;
  quantity: number;
  onBeforeAdd: () => boolean;
}

interface PurchaseActionsProps extends AddToCartButtonProps {
  available: boolean;
}

/**
 * Add to cart (the cart area's fragment, over Module Federation) and add to wishlist (ours). Until the
 * cart's button is there the same-sized button stands in, so nothing moves; while the cart is down the
 * page says so and the wishlist still works.
 */
export function PurchaseActions({ available, ...cart }: PurchaseActionsProps) {
  const { t } = useTranslation('catalog');
  if (!available) return null;
  return (
    <div className="ama-purchase">
      <RemoteFragment<AddToCartButtonProps>
        id="mfe_cart_checkout/AddToCartButton"
        load="now"
        props={cart}
        placeholder={
          <Button theme="dark" size="l" fullWidth disabled icon={<icons.ShoppingBag aria-hidden />}>
            {t('product.addToCart')}
          </Button>
        }
        unavailable={
          <p className="ama-purchase__cart-down" role="status">
            <icons.TriangleAlert aria-hidden size={16} /> {t('product.cartUnavailable')}
          </p>
        }
      />
      <WishlistButton sku={cart.sku} options={cart.options} />
    </div>
  );
}
