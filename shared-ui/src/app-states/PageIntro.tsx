import type { ReactNode } from 'react';
import './app-states.css';

/** The opening of a page: its title (the page's only h1) and a lead paragraph. */
export function PageIntro({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <header className="ama-page-intro">
      <h1 className="ama-page-intro__title">{title}</h1>
      {intro && <p className="ama-page-intro__lead">{intro}</p>}
      {children}
    </header>
  );
}
