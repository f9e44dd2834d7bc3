import { useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { CONSENT, type ConsentCategory } from '@ama/contracts';
import { PlatformProvider, readBrowserSettings } from '@ama/platform';
import { CONSENT_ROOT_PREFIX, ConsentBanner } from './ConsentBanner';

/** The optional categories this shop uses, from the page's settings (the BFF's ANALYTICS_ID). */
export function optionalConsentCategories(doc: Document = document): ConsentCategory[] {
  const listed = readBrowserSettings(doc).consentCategories;
  return Array.isArray(listed) ? CONSENT.categories.filter((category) => listed.includes(category)) : [];
}

/** The page's own address, as the server wrote it into the banner's form for this response. */
export const pageAddress = (location: Location = window.location) => location.pathname + location.search;

/** The banner's container: the server's (a first visit), or one added at the end of the page. */
function bannerContainer(doc: Document): HTMLElement {
  const found = doc.getElementById(CONSENT.bannerId);
  if (found) return found;
  const created = doc.createElement('div');
  created.id = CONSENT.bannerId;
  doc.body.append(created);
  return created;
}

export interface ConsentHostProps {
  /** Told whether the banner is on screen (the newsletter popup waits while it is). */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The consent banner's root of its own, beside the overlays (rendered by them; it draws nothing there).
 * When the server sent the banner, this root hydrates that markup: the same nodes, so no second banner,
 * no jump, and a box the shopper ticked before the JavaScript arrived stays ticked. Otherwise it renders
 * in its container when asked: a first visit the server could not draw (no server rendering, a CDN's
 * copy), or "Cookie settings".
 */
export function ConsentHost({ onOpenChange }: ConsentHostProps) {
  useEffect(() => {
    const container = bannerContainer(document);
    const fromServer = container.firstElementChild !== null;
    const tree = (
      <PlatformProvider>
        <ConsentBanner optional={optionalConsentCategories()} fromServer={fromServer} returnTo={pageAddress()} onOpenChange={onOpenChange} />
      </PlatformProvider>
    );
    let root: Root | undefined;
    let gone = false;
    // React's client is already loaded by the layout's first mount: this is no extra request.
    void import('react-dom/client').then(({ createRoot, hydrateRoot }) => {
      if (gone) return;
      if (fromServer) {
        root = hydrateRoot(container, tree, { identifierPrefix: CONSENT_ROOT_PREFIX });
      } else {
        root = createRoot(container, { identifierPrefix: CONSENT_ROOT_PREFIX });
        root.render(tree);
      }
    });
    return () => {
      gone = true;
      // Not while React is committing the overlays' own unmount: a root cannot be unmounted from there.
      const unmounting = root;
      queueMicrotask(() => {
        unmounting?.unmount();
        container.replaceChildren();
      });
    };
  }, [onOpenChange]);
  return null;
}
