import type { ReactNode } from 'react';

interface CatalogueSectionProps {
  /** Anchor id, used by the contents list and the Menu example. */
  id: string;
  title: string;
  /** When a team should reach for this component (and when not). */
  whenToUse: ReactNode;
  children: ReactNode;
}

/** One component's entry: an h2 (named region landmark), a usage note and the live examples. */
export function CatalogueSection({ id, title, whenToUse, children }: CatalogueSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="ama-catalogue__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="ama-catalogue__section-title">
        {title}
      </h2>
      <p className="ama-catalogue__note">{whenToUse}</p>
      {children}
    </section>
  );
}

/** A titled group of examples inside a section (h3, so headings stay in order). */
export function ExampleGroup({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div className={className ? `ama-catalogue__group ${className}` : 'ama-catalogue__group'}>
      <h3 className="ama-catalogue__group-title">{title}</h3>
      {children}
    </div>
  );
}
