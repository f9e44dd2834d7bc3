import type { ComponentType } from 'react';
import type { useNotFoundContent } from './NotFound';
import type { fallbackTexts } from './RemoteBoundary';

// The slots' props are what platform hands over, read off the code that makes them, so the only
// hand-written declaration of each shape is the design system's own component.

/** The error page: status code, message, description and a link home (docs/requirements.md#errors). */
export type ErrorPageProps = ReturnType<typeof useNotFoundContent>;

/** Shown in an area that could not be loaded or failed to render, with a retry. */
export type RemoteFallbackProps = ReturnType<typeof fallbackTexts> & { area: string; onRetry: () => void };

/** The opening of a page: its only h1 and a lead paragraph. */
export type PageIntroProps = { title: string; intro?: string };

/**
 * The design system's components for the states platform renders itself (not found, a failed area, a
 * page's intro). platform and shared-ui never import each other (docs/architecture.md#dependency-rules), so the composition root —
 * the shell, or a test setup — hands them over once, and TypeScript checks there that shared-ui's
 * components fit these slots. Remotes never wire them by hand.
 */
export interface AppStateComponents {
  ErrorPage: ComponentType<ErrorPageProps>;
  RemoteFallback: ComponentType<RemoteFallbackProps>;
  PageIntro: ComponentType<PageIntroProps>;
}

let components: AppStateComponents | undefined;

export function configureAppStates(next: AppStateComponents): void {
  components = next;
}

export function appStates(): AppStateComponents {
  if (!components) throw new Error('@ama/platform: configureAppStates() was not called by the shell');
  return components;
}
