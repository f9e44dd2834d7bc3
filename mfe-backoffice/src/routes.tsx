import { RemoteRoutes } from '@ama/platform';
import patterns from './route-patterns.json';
import { SignInPage } from './pages/SignInPage';
import { OrdersPage } from './pages/OrdersPage';
import { OrderPage } from './pages/OrderPage';
import { AccountsPage } from './pages/AccountsPage';

/** The area's routes; the patterns file is also what the registry announces to the shell. */
export function App() {
  return <RemoteRoutes patterns={patterns} pages={{ staff: SignInPage, staffOrders: OrdersPage, staffOrder: OrderPage, staffAccounts: AccountsPage }} />;
}
