import type { FragmentProps } from '@ama/contracts';
import { createFragment } from '@ama/platform';
import { MiniCartLink } from '../components/MiniCartLink';
import { messageLoader } from '../i18n/load-messages';

/** Exposed as 'mfe_cart_checkout/MiniCart': the header's cart badge and summary, used by the shell; no props (ADR 007). */
export const MiniCart = createFragment<FragmentProps['mfe_cart_checkout/MiniCart']>({
  remote: 'mfe_cart_checkout',
  fragment: 'MiniCart',
  namespace: 'cart',
  messages: messageLoader,
  Component: MiniCartLink,
});

export default MiniCart;
