/*
 * Run by the shell's entry before the async boundary, so it imports nothing shared: these are the
 * names platform writes (first-page.test.ts checks they match).
 */
export const SERVER_MARKUP_ATTRIBUTE = 'data-ssr';
export const ISLAND_ATTRIBUTE = 'data-island';
export const FRAGMENT_ATTRIBUTE = 'data-fragment';
/** The <template> of the page's script preloads (contracts' DEFERRED_PRELOADS_ID). */
export const DEFERRED_PRELOADS_ID = 'ama-preloads';
/** The page's main region (shell/src/index.html). */
const MAIN_ID = 'ama-main';

/** What the shopper does first that the page's code should answer: a touch, a click, a key, a tab into a control. */
const FIRST_MOVES = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * The server rendered the page's main area and nothing in it is an island (an article, a guide, a
 * legal page, the events' list): the page is there to be read (docs/adr-009-islands.md).
 */
export function isPageToRead(doc: Document = document): boolean {
  const main = doc.getElementById(MAIN_ID);
  return main?.querySelector(`[${SERVER_MARKUP_ATTRIBUTE}]`) != null && main.querySelector(`[${ISLAND_ATTRIBUTE}]`) === null;
}

/**
 * The longest an island page's code waits for its largest picture to be drawn: a picture that never
 * arrives must not keep the islands dry for long.
 */
export const PAINT_WAIT_MS = 1_500;

/**
 * Calls `start` once: when `arm` says the page is ready (arm is given the call), at the shopper's first
 * touch, click, key or focus, or after `waitMs`, whichever comes first. A tap on an island made
 * meanwhile is held and replayed once it hydrates (tap-buffer.ts).
 */
function startOnce(start: () => void, win: Window, waitMs: number, arm: (go: () => void) => () => void): void {
  let started = false;
  let disarm = () => {};
  const go = () => {
    if (started) return;
    started = true;
    disarm();
    for (const move of FIRST_MOVES) win.removeEventListener(move, go, true);
    win.clearTimeout(timer);
    start();
  };
  const timer = win.setTimeout(go, waitMs);
  for (const move of FIRST_MOVES) win.addEventListener(move, go, { capture: true, passive: true });
  disarm = arm(go);
}

/** Asks a page to read for its code now: plain code that is about to need it (the newsletter popup, due). */
export const CODE_NEEDED_EVENT = 'ama:code-needed';

/** On an island that the server rendered, which its code hydrates (its wrapper, data-island). */
const onIsland = (target: EventTarget | null): boolean => (target as Element | null)?.closest?.(`[${ISLAND_ATTRIBUTE}]`) != null;
/** A link loads its page by itself: the code would only be thrown away with this page. */
const onLink = (target: EventTarget | null): boolean => (target as Element | null)?.closest?.('a[href]') != null;

/**
 * A page to read loads its code only when it is needed (docs/adr-012-load-on-need.md): at the shopper's
 * first press, touch, key or focus on an island's control (the header's menus, the search field, the
 * footer's form; not its links), at a mouse coming over one (the desktop header opens its menus on hover, and a mouse is on a
 * desktop: the code is there by the click), or when plain code asks (CODE_NEEDED_EVENT). Never at the
 * load event, on a timer or in idle time: reading, scrolling and following links need none of it (a link
 * is a server-rendered page load, which the page cache makes fast). A press held meanwhile is replayed
 * once its island hydrates (tap-buffer.ts).
 */
export function startWhenNeeded(start: () => void, win: Window = window): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const move of FIRST_MOVES) win.removeEventListener(move, onMove, true);
    win.removeEventListener('pointerover', onHover, true);
    win.removeEventListener(CODE_NEEDED_EVENT, go);
    start();
  };
  const onMove = (event: Event) => {
    if (onIsland(event.target) && !onLink(event.target)) go();
  };
  const onHover = (event: Event) => {
    if ((event as PointerEvent).pointerType === 'mouse' && onIsland(event.target)) go();
  };
  for (const move of FIRST_MOVES) win.addEventListener(move, onMove, { capture: true, passive: true });
  win.addEventListener('pointerover', onHover, { capture: true, passive: true });
  win.addEventListener(CODE_NEEDED_EVENT, go);
}

/**
 * How far from the screen an island's empty fragment asks for the code: by the time the shopper has
 * scrolled to it (the footer's newsletter form), its remote's code has had a head start.
 */
export const FRAGMENT_NEAR_PX = 600;

/**
 * An island the server rendered as the empty place of a remote's fragment (the footer's newsletter
 * form, which the club's code brings) needs the page's code once the shopper scrolls with it near the
 * screen: asks for it then (CODE_NEEDED_EVENT). Near alone is not a need: on a short page (an event's)
 * the footer starts within reach of a phone's screen, and the shopper who reads the page and leaves
 * never sees the form. The main area fills the first screen (layout.css), so at most the footer's edge
 * shows before a scroll; a page opened already scrolled (back, or a link to an anchor) counts as scrolled.
 */
export function requestCodeWhenFragmentNear(win: Window = window): void {
  const places = [...win.document.querySelectorAll(`[${ISLAND_ATTRIBUTE}] [${FRAGMENT_ATTRIBUTE}]:empty`)];
  if (places.length === 0) return;
  const Observer = (win as Window & typeof globalThis).IntersectionObserver;
  if (typeof Observer === 'undefined') {
    win.dispatchEvent(new Event(CODE_NEEDED_EVENT));
    return;
  }
  const near = new Set<Element>();
  const scrolled = () => win.scrollY > 0;
  const ask = () => {
    observer.disconnect();
    win.removeEventListener('scroll', onScroll);
    win.dispatchEvent(new Event(CODE_NEEDED_EVENT));
  };
  const onScroll = () => {
    if (near.size > 0) ask();
  };
  const observer = new Observer(
    (entries: IntersectionObserverEntry[]) => {
      for (const entry of entries) {
        if (entry.isIntersecting) near.add(entry.target);
        else near.delete(entry.target);
      }
      if (near.size > 0 && scrolled()) ask();
    },
    { rootMargin: `${FRAGMENT_NEAR_PX}px 0px` },
  );
  win.addEventListener('scroll', onScroll, { passive: true });
  for (const place of places) observer.observe(place);
}

/** Runs `then` in a task after the load event's (at once if the page has loaded): nothing it asks for counts into the page's load. */
export function afterLoad(then: () => void, win: Window = window): void {
  if (win.document.readyState === 'complete') {
    win.setTimeout(then, 0);
    return;
  }
  win.addEventListener('load', () => win.setTimeout(then, 0), { once: true });
}

/** The pictures the server marked as the page's largest: an <img>, or a preload (a video's poster). */
const LARGEST_PICTURES = 'img[fetchpriority="high"], link[rel="preload"][as="image"][fetchpriority="high"]';

/** Settles once the picture can be drawn, or has failed; the memory cache answers, nothing is fetched twice. */
function decoded(element: Element): Promise<unknown> {
  let image: HTMLImageElement;
  if (element.tagName === 'IMG') image = element as HTMLImageElement;
  else {
    // The picture the preload chose: from its srcset when it has one (React preloads an <img> with a
    // srcset so, and names no href), so the memory cache answers and nothing else is fetched.
    const link = element as HTMLLinkElement;
    image = element.ownerDocument.createElement('img');
    if (link.imageSrcset) {
      image.sizes = link.imageSizes;
      image.srcset = link.imageSrcset;
    }
    if (link.getAttribute('href')) image.src = link.href;
  }
  return typeof image.decode === 'function' ? image.decode().catch(() => undefined) : Promise.resolve();
}

/**
 * Calls `start` once the page's largest picture has been drawn (its frame painted; just the first frame
 * on a page without one), at the shopper's first touch, click, key or focus, or after PAINT_WAIT_MS.
 * The shell's code then never stands between the server's HTML and the shopper's first full view: its
 * tasks run after that paint, not before it (docs/adr-009-islands.md).
 */
export function startAfterLargestPaintOrTouched(start: () => void, win: Window = window): void {
  startOnce(start, win, PAINT_WAIT_MS, (go) => {
    let cancelled = false;
    // A frame callback runs before its paint; a task queued from it runs after.
    const afterNextPaint = () => {
      if (!cancelled) win.requestAnimationFrame(() => win.setTimeout(go, 0));
    };
    const pictures = [...win.document.querySelectorAll(LARGEST_PICTURES)].map(decoded);
    void Promise.all(pictures).then(afterNextPaint);
    return () => {
      cancelled = true;
    };
  });
}

/**
 * Requests the code the server preloads for this page (its preloads wait inert in a template until
 * now), all at once, so the start's imports find them in flight instead of asking one after the other.
 */
export function requestDeferredPreloads(doc: Document = document): void {
  const template = doc.getElementById(DEFERRED_PRELOADS_ID);
  if (template?.tagName !== 'TEMPLATE') return;
  doc.head.append((template as HTMLTemplateElement).content.cloneNode(true));
  template.remove();
}

/** Navigator.connection is not in TypeScript's DOM types (Chromium only). */
type WithConnection = Navigator & { connection?: { saveData?: boolean } };

/**
 * On a page to read, once it has loaded and the browser is idle: fetches the code its first need will
 * evaluate (the startup the inert template names) into the HTTP cache, and evaluates none of it. The
 * first tap on the header's menu then waits only for that evaluation, not for the network as well, and
 * the next page finds the files cached. Nothing for a shopper who asked to save data.
 */
export function prefetchDeferredCode(doc: Document = document): void {
  if ((doc.defaultView?.navigator as WithConnection | undefined)?.connection?.saveData === true) return;
  const template = doc.getElementById(DEFERRED_PRELOADS_ID);
  if (template?.tagName !== 'TEMPLATE') return;
  for (const preload of (template as HTMLTemplateElement).content.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')) {
    const href = preload.getAttribute('href');
    if (!href) continue;
    const prefetch = doc.createElement('link');
    prefetch.rel = 'prefetch';
    prefetch.href = href;
    doc.head.append(prefetch);
  }
}
