import { removeFirstPaint } from '@ama/platform';

/**
 * The server's static first paint belongs to the page it was served for: if the shopper navigates
 * before that page's remote has replaced it, drop it so it never shows under another page.
 */
export function dropFirstPaintOnNavigation() {
  const initial = window.location.pathname;
  const onBeforeRouting = (event: Event) => {
    const { newUrl } = (event as CustomEvent<{ newUrl: string }>).detail;
    if (new URL(newUrl, window.location.href).pathname !== initial) {
      removeFirstPaint();
      window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
    }
  };
  window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
}
