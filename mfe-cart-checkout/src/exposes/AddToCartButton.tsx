import type { FragmentProps } from '@ama/contracts';
import { createFragment } from '@ama/platform';
import { AddToCart } from '../components/AddToCart';
import { messageLoader } from '../i18n/load-messages';

/**
 * Exposed as 'mfe_cart_checkout/AddToCartButton': the product page's add-to-cart, owned by the cart.
 * Its props are the contract's (ADR 007): AddToCart must accept them, and every host passes them.
 */
export const AddToCartButton = createFragment<FragmentProps['mfe_cart_checkout/AddToCartButton']>({
  remote: 'mfe_cart_checkout',
  fragment: 'AddToCartButton',
  namespace: 'cart',
  messages: messageLoader,
  Component: AddToCart,
});

export default AddToCartButton;
