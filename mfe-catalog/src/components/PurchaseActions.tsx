import type { CartOptionsInput } from '@ama/contracts';
import { RemoteFragment, useTranslation } from '@ama/platform';
import { Button, icons } from '@ama/shared-ui';
import { WishlistButton } from './WishlistButton';

interface PurchaseActionsProps {
  available: boolean;
  sku: string;
  options: CartOptionsInput;
  quantity: number;
  onBeforeAdd: () => boolean;
}

/**
 * Add to cart (the cart area's fragment, over Module Federation) and add to wishlist (ours). Until the
 * cart's button is there the same-sized button stands in, so nothing moves; while the cart is down the
 * page says so and the wishlist still works.
 */
export function PurchaseActions({ available, sku, options, quantity, onBeforeAdd }: PurchaseActionsProps) {
  const { t } = useTranslation('catalog');
  if (!available) return null;
  return (
    <div className="ama-purchase">
      <RemoteFragment
        id="mfe_cart_checkout/AddToCartButton"
        load="now"
        // The cart area's props are its contract in @ama/contracts (ADR 007). An object literal, so a prop
        // renamed or removed there is an error here too, not a value the fragment silently ignores.
        props={{ sku, options, quantity, onBeforeAdd }}
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
      <WishlistButton sku={sku} options={options} />
    </div>
  );
}
