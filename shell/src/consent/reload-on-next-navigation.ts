type BeforeRoutingEvent = CustomEvent<{ newUrl: string; cancelNavigation?: () => void }>;

/**
 * The analytics tag is decided by the server for each page (docs/consent.md): after the shopper changes
 * that choice, the next navigation is a full page load, so the change holds "from the next page on"
 * (a withdrawn tag is gone, a granted one arrives) without reloading the page they are reading.
 */
export function reloadOnNextNavigation(assign: (url: string) => void = (url) => window.location.assign(url)): () => void {
  const onBeforeRouting = (event: Event) => {
    const { newUrl, cancelNavigation } = (event as BeforeRoutingEvent).detail;
    window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
    cancelNavigation?.();
    assign(newUrl);
  };
  window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  return () => window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
}
