import type { ComponentType, ReactNode } from 'react';

/** The error page slot: status code, message, description and a link home (spec §2, §8). */
export interface ErrorPageProps {
  status: number;
  message: string;
  description: string;
  homeHref: string;
  homeLabel: string;
}

/** The slot shown in an area that could not be loaded or failed to render, with a retry. */
export interface RemoteFallbackProps {
  area: string;
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** The opening of a page: its only h1 and a lead paragraph. */
export interface PageIntroProps {
  title: string;
  intro?: string;
  children?: ReactNode;
}

/**
 * The design system's components for the states platform renders itself (not found, a failed area, a
 * page's intro). platform and shared-ui never import each other (DESIGN §1), so the composition root —
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
