import { splitLocale } from '@ama/contracts';
import { changeLocale } from '@ama/platform';

/** Keeps the site's language in step with the URL prefix, also for back/forward between locales. */
export function syncLocaleWithUrl() {
  const onBeforeRouting = (event: Event) => {
    const { newUrl } = (event as CustomEvent<{ newUrl: string }>).detail;
    const localised = splitLocale(new URL(newUrl, window.location.href).pathname);
    if (localised) void changeLocale(localised.locale);
  };
  window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  return () => window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
}
