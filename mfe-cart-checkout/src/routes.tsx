import { RemoteRoutes } from '@ama/platform';
import patterns from './route-patterns.json';
import { CartPage } from './pages/CartPage';
import { CheckoutPage } from './pages/CheckoutPage';
import { OrderConfirmationPage } from './pages/OrderConfirmationPage';

/** The area's routes; the patterns file is also what the registry announces to the shell. */
export function App() {
  return <RemoteRoutes patterns={patterns} pages={{ cart: CartPage, checkout: CheckoutPage, orderConfirmation: OrderConfirmationPage }} />;
}
