import { RemoteRoutes } from '@ama/platform';
import patterns from './route-patterns.json';
import { HomePage } from './pages/HomePage';
import { ResultsPage } from './pages/ResultsPage';
import { CollectionPage } from './pages/CollectionPage';
import { ShapePage } from './pages/ShapePage';
import { ProductPage } from './pages/ProductPage';
import { WishlistPage } from './pages/WishlistPage';

/** The area's routes; the patterns file is also what the registry announces to the shell. */
export function App() {
  return (
    <RemoteRoutes
      patterns={patterns}
      pages={{ home: HomePage, results: ResultsPage, product: ProductPage, collection: CollectionPage, shape: ShapePage, wishlist: WishlistPage }}
    />
  );
}
