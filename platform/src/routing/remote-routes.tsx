import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound } from '../lifecycle/NotFound';
import { SectionPage } from './SectionPage';

/**
 * Registry patterns ('/club/elite-:token') to react-router paths ('/club/:token'). react-router has no
 * partial segments, so a prefixed parameter keeps only its name; the activity function and the server
 * already require the prefix, and the page can check it again.
 */
export function toRouterPath(pattern: string): string {
  if (pattern === '/') return '';
  return pattern.replace(/[^/:]+:([A-Za-z][A-Za-z0-9]*)/g, ':$1');
}

export interface RemoteRoutesProps<Id extends string> {
  patterns: Record<Id, string>;
  /** The page of every route without one of its own in `pages`: by default its translated intro. */
  DefaultPage?: ComponentType<{ pageId: string }>;
  pages?: Partial<Record<Id, ComponentType<{ pageId: string }>>>;
}

/** Renders a remote's pages under the locale prefix: every route of the remote is '/:locale' + pattern. */
export function RemoteRoutes<Id extends string>({ patterns, DefaultPage = SectionPage, pages = {} }: RemoteRoutesProps<Id>) {
  const ids = Object.keys(patterns) as Id[];
  return (
    <Routes>
      {ids.map((id) => {
        const Page: ComponentType<{ pageId: string }> = pages[id] ?? DefaultPage;
        return <Route key={id} path={`/:locale${toRouterPath(patterns[id])}`} element={<Page pageId={id} />} />;
      })}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
