import type { ReactNode, RefObject } from 'react';

interface SectionProps {
  /** The heading's id: it names the section (a region a screen reader lists), and a form inside may name itself by it. */
  id: string;
  title: ReactNode;
  /** The area's own class for the section. */
  className?: string;
  /** A heading the focus may be moved to, once what had it is gone (a cancelled event's button). */
  titleRef?: RefObject<HTMLHeadingElement | null>;
  /** While what it shows is being read again. */
  busy?: boolean;
  children: ReactNode;
}

/** A part of a staff page under its own heading (an h2), which names it. */
export function Section({ id, title, className, titleRef, busy, children }: SectionProps) {
  return (
    <section className={className} aria-labelledby={id} aria-busy={busy}>
      <h2 id={id} className="ama-staff__section-title" tabIndex={titleRef ? -1 : undefined} ref={titleRef}>
        {title}
      </h2>
      {children}
    </section>
  );
}
