import type { ReactNode } from 'react';

/**
 * A framed, non-interactive rendering of a page-level component. Page-level components
 * (ErrorPage, PageIntro) render the page's h1; live on this page they would add a second h1 and
 * break the heading outline. `inert` takes the copy out of the accessibility tree and the tab
 * order, so it is a picture of the component, described by its caption.
 */
export function InertPreview({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure className="ama-catalogue__preview">
      <div className="ama-catalogue__preview-frame" inert>
        {children}
      </div>
      <figcaption className="ama-catalogue__caption">{caption}</figcaption>
    </figure>
  );
}
