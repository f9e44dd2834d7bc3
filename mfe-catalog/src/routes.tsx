import { RemoteRoutes } from '@ama/platform';
import { ErrorPage } from '@ama/shared-ui';
import patterns from './route-patterns.json';
import { SectionPage } from './pages/SectionPage';
import { HomePage } from './pages/HomePage';
import { CollectionPage, ShapePage } from './pages/ValidatedPage';

/** The area's routes; the patterns file is also what the registry announces to the shell. */
export function App() {
  return <RemoteRoutes patterns={patterns} DefaultPage={SectionPage} pages={{ home: HomePage, collection: CollectionPage, shape: ShapePage }} ErrorPage={ErrorPage} />;
}
