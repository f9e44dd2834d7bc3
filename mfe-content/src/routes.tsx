import { RemoteRoutes } from '@ama/platform';
import patterns from './route-patterns.json';
import { RingSizePage } from './pages/RingSizePage';

/** Routes with a page of their own; the others show their translated intro (platform's SectionPage). */
const pages = { guideRingSize: RingSizePage };

/** The area's routes; the patterns file is also what the registry announces to the shell. */
export function App() {
  return <RemoteRoutes patterns={patterns} pages={pages} />;
}
