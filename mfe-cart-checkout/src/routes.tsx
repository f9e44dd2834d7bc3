import { island, lazyPage, preparePageFor, RemoteRoutes, useTranslation } from '@ama/platform';
import { PageLoading as Loading } from '@ama/shared-ui';
import patterns from './route-patterns.json';
import { CartPage } from './pages/CartPage';
// The lazy pages' styles are the app's (3 KB): the server's first response then carries them with the
// markup it renders. Loaded with a page's chunk instead, they arrived after that markup had been painted
// unstyled, and the checkout moved under the shopper's eyes (a layout shift of 0.08 on a phone).
import './checkout/checkout.css';
import './order-status/order-status.css';

function PageLoading() {
  const { t } = useTranslation('cart');
  return <Loading label={t('checkout.loadingPage')} />;
}

/**
 * The checkout's forms, validation (zod, phone numbers, postal codes) and confirmation are chunks of
 * their own: a shopper looking at the cart or the header's badge does not download them.
 *
 * Each page is personal or a form from top to bottom, so each is one island (docs/adr-009-islands.md),
 * declared where its code is loaded: a lazy page's island is known once its chunk has come.
 */
const pages = {
  cart: island('cart-checkout/cart', CartPage),
  checkout: lazyPage(
    () => import('./pages/CheckoutPage').then((module) => island('cart-checkout/checkout', module.CheckoutPage)),
    () => <PageLoading />,
  ),
  orderConfirmation: lazyPage(
    () => import('./pages/OrderConfirmationPage').then((module) => island('cart-checkout/order-confirmation', module.OrderConfirmationPage)),
    () => <PageLoading />,
  ),
};

/** Loads the page `url` shows before it renders (server) or hydrates (browser). */
export const preparePage = (url: string) => preparePageFor(patterns, pages, url);

/** The area's routes; the patterns file is also what the registry announces to the shell. */
export function App() {
  return <RemoteRoutes patterns={patterns} pages={pages} />;
}
