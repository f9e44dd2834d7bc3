import { RemoteRoutes } from '@ama/platform';
import patterns from './route-patterns.json';

/** The area's routes; the patterns file is also what the registry announces to the shell. */
export function App() {
  return <RemoteRoutes patterns={patterns} />;
}
