import { clearUnhydratedMarkup } from '@ama/platform';

/**
 * The server's markup of the page's area belongs to the page it was served for: if the shopper navigates
 * before that area's app has hydrated it, it goes, so it never shows under another page.
 */
export function clearServerMarkupOnNavigation() {
  const initial = window.location.pathname;
  const onBeforeRouting = (event: Event) => {
    const { newUrl } = (event as CustomEvent<{ newUrl: string }>).detail;
    if (new URL(newUrl, window.location.href).pathname !== initial) {
      clearUnhydratedMarkup();
      window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
    }
  };
  window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
}
