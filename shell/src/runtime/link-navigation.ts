import { LOCALES } from '@ama/contracts';
import { safeNavigate } from '@ama/platform';

const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join('|')})(/|$)`);

/** The shop page a click on `anchor` opens in this tab, or undefined when the browser should handle it. */
function shopPathOf(anchor: HTMLAnchorElement, event: MouseEvent): string | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || !LOCALE_PREFIX.test(url.pathname)) return undefined;
  // A link to a place on this page stays the browser's (a skip link, a table of contents).
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return undefined;
  return url.pathname + url.search + url.hash;
}

/**
 * Links in the server's static markup (docs/adr-009-islands.md) are plain anchors that no React code
 * owns. A click on one moves through single-spa like a LocaleLink does, so the first navigation mounts
 * the target's app in the browser instead of loading a new document. Links in hydrated code have
 * already handled their click (they prevent the default), and are left alone.
 */
export function navigateOnPlainLinks(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const path = shopPathOf(anchor, event);
    if (path === undefined) return;
    event.preventDefault();
    safeNavigate(path);
  });
}
