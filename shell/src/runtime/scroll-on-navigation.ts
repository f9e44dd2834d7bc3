/**
 * Where a page opens after a client navigation (docs/accessibility.md#navigation): a new page at its
 * top, or at its #fragment, with the focus on its heading so a screen reader announces it; Back and
 * Forward (and a reload) where the shopper was. The browser's own restoration cannot do the second for
 * a page whose content renders after the URL changed (it scrolls an empty page and gives up), so the
 * shell keeps the positions itself, per address, for the tab's session.
 */

const STORE_KEY = 'ama:scroll';
/** Positions kept at most: a long session must not fill sessionStorage. */
const KEPT = 50;
/** How long a restored or focused page may take to render its content. */
const WAIT_FOR_CONTENT_MS = 2_000;
/** How long the focus follows a new page's heading (its data may come late on a slow network). */
const FOCUS_WATCH_MS = 5_000;

type RoutingDetail = { oldUrl: string; newUrl: string; originalEvent?: Event & { singleSpaTrigger?: string } };

const keyOf = (url: string) => {
  const { pathname, search } = new URL(url, window.location.href);
  return pathname + search;
};

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function remember(url: string, y: number) {
  const positions = readPositions();
  delete positions[keyOf(url)];
  positions[keyOf(url)] = Math.round(y);
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - KEPT))) delete positions[old];
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused (private mode): Back then opens at the top, as without this.
  }
}

/** Calls `attempt` on each frame until it says done or the content had its time. */
function untilDone(attempt: () => boolean, forMs = WAIT_FOR_CONTENT_MS) {
  const until = performance.now() + forMs;
  const tick = () => {
    if (!attempt() && performance.now() < until) requestAnimationFrame(tick);
  };
  tick();
}

/** Back, Forward or a reload: where the shopper was, once the page is tall enough to be there. */
function restore(url: string) {
  // A page never left from this tab (Forward to a page opened at its top) opens at its top.
  const y = readPositions()[keyOf(url)] ?? 0;
  untilDone(() => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    window.scrollTo(0, y);
    return reachable;
  });
}

/** The page being left: its heading, and where the focus was when the navigation began. */
interface PageLeft {
  heading: HTMLElement | null;
  text: string | null;
  active: Element | null;
}

const mainHeading = () => document.querySelector<HTMLElement>('main h1');

/**
 * A new page: its #fragment or its top, and the focus on its main heading once the new page has one
 * (an app that stays mounted, the catalogue from a listing to a product, renders it a moment later; a
 * page that shows its loading state first replaces its heading when its data comes, and the focus
 * follows). Leaves the focus alone once the shopper has moved it.
 */
function openAtTop(url: string, previous: PageLeft) {
  const { hash } = new URL(url, window.location.href);
  const target = () => (hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null);
  if (!target()) window.scrollTo(0, 0);
  let focused: HTMLElement | null = null;
  untilDone(() => {
    const fragment = target();
    if (fragment) {
      fragment.scrollIntoView();
      return true;
    }
    const active = document.activeElement;
    // The link that was followed (a header's link stays) is the focus the navigation found, not the shopper's new choice.
    const focusIsOurs = !active || active === document.body || active === focused || active === previous.heading || active === previous.active;
    if (!focusIsOurs) return true;
    const heading = mainHeading();
    if (heading && heading !== focused && !(heading === previous.heading && heading.textContent === previous.text)) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      focused = heading;
    }
    return false;
  }, FOCUS_WATCH_MS);
}

export function manageScrollOnNavigation(): () => void {
  history.scrollRestoration = 'manual';
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if ((entry?.type === 'reload' || entry?.type === 'back_forward') && window.scrollY === 0) restore(window.location.href);

  let previous: PageLeft = { heading: null, text: null, active: null };
  const onBeforeRouting = (event: Event) => {
    const { oldUrl } = (event as CustomEvent<RoutingDetail>).detail;
    remember(oldUrl, window.scrollY);
    const heading = mainHeading();
    previous = { heading, text: heading?.textContent ?? null, active: document.activeElement };
  };
  const onRouting = (event: Event) => {
    const { oldUrl, newUrl, originalEvent } = (event as CustomEvent<RoutingDetail>).detail;
    if (new URL(oldUrl).pathname === new URL(newUrl).pathname) return; // a filter, a step: the page stays where it is
    const trigger = originalEvent?.singleSpaTrigger;
    if (trigger === 'pushState' || trigger === 'replaceState') openAtTop(newUrl, previous);
    else restore(newUrl);
  };
  const onPageHide = () => remember(window.location.href, window.scrollY);
  window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  window.addEventListener('single-spa:routing-event', onRouting);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
    window.removeEventListener('single-spa:routing-event', onRouting);
    window.removeEventListener('pagehide', onPageHide);
  };
}
