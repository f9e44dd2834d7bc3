import { createFragment } from '@ama/platform';
import { AddToCart, type AddToCartProps } from '../components/AddToCart';
import { messages } from '../i18n';

/** Exposed as 'mfe_cart_checkout/AddToCartButton': the product page's add-to-cart, owned by the cart. */
export const AddToCartButton = createFragment<AddToCartProps>({
  remote: 'mfe_cart_checkout',
  fragment: 'AddToCartButton',
  namespace: 'cart',
  messages,
  Component: AddToCart,
});

export default AddToCartButton;
