import type { ComponentType } from 'react';
import { RemoteRoutes } from '@ama/platform';
import { ErrorPage } from '@ama/shared-ui';
import patterns from './route-patterns.json';
import { SectionPage } from './pages/SectionPage';
import { HomePage } from './pages/HomePage';

type PageId = keyof typeof patterns;

const pages: Record<PageId, ComponentType<{ pageId: string }>> = {
  ...(Object.fromEntries(Object.keys(patterns).map((id) => [id, SectionPage])) as Record<PageId, typeof SectionPage>),
  home: HomePage,
};

/** The area's routes; the patterns file is also what the registry announces to the shell. */
export function App() {
  return <RemoteRoutes patterns={patterns} pages={pages} ErrorPage={ErrorPage} />;
}
