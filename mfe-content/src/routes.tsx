import { RemoteRoutes } from '@ama/platform';
import patterns from './route-patterns.json';
import { RingSizePage } from './pages/RingSizePage';
import { ContentPage } from './content/ContentPage';
import { prepareContentFor } from './content/load-content';

type PageId = keyof typeof patterns;

/** The ring-size guide is a tool with its own page; every other route is a document (content/documents). */
const pages = { guideRingSize: RingSizePage };

export const CONTENT_PAGES = (Object.keys(patterns) as PageId[]).filter((id) => !(id in pages));

/** Loads the document `url` shows before it renders (server) or hydrates (browser). */
export const preparePage = (url: string) => prepareContentFor(patterns, CONTENT_PAGES, url);

/** The area's routes; the patterns file is also what the registry announces to the shell. */
export function App() {
  return <RemoteRoutes patterns={patterns} DefaultPage={ContentPage} pages={pages} />;
}
