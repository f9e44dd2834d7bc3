/*
 * Run by the shell's entry before the async boundary, so it imports nothing shared: these are the
 * names platform writes (first-page.test.ts checks they match).
 */
export const SERVER_MARKUP_ATTRIBUTE = 'data-ssr';
export const ISLAND_ATTRIBUTE = 'data-island';
/** The <template> of the page's script preloads (contracts' DEFERRED_PRELOADS_ID). */
export const DEFERRED_PRELOADS_ID = 'ama-preloads';
/** The page's main region (shell/src/index.html). */
const MAIN_ID = 'ama-main';

/** What the shopper does first that the page's code should answer: a touch, a click, a key, a tab into a control. */
const FIRST_MOVES = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * The longest the code waits for the page's load event: a picture that never finishes loading must not
 * keep the header's menu dead. By then a phone has drawn the page.
 */
export const LOAD_WAIT_MS = 3_000;

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

/**
 * Calls `start` once: when the page has loaded (its pictures and styles first), at the shopper's first
 * touch, click, key or focus, or after LOAD_WAIT_MS, whichever comes first. On a page to read, only the
 * header's and footer's islands wait for it: links and the search form work as HTML meanwhile.
 */
export function startWhenLoadedOrTouched(start: () => void, win: Window = window): void {
  startOnce(start, win, LOAD_WAIT_MS, (go) => {
    if (win.document.readyState === 'complete') {
      go();
      return () => {};
    }
    // In a task after the load event's, not inside it: a chunk requested from its handler would be
    // part of the page's load (a browser counts the handler's time into it).
    const afterLoad = () => win.setTimeout(go, 0);
    win.addEventListener('load', afterLoad, { once: true });
    return () => win.removeEventListener('load', afterLoad);
  });
}

/** The pictures the server marked as the page's largest: an <img>, or a preload (a video's poster). */
const LARGEST_PICTURES = 'img[fetchpriority="high"], link[rel="preload"][as="image"][fetchpriority="high"]';

/** Settles once the picture can be drawn, or has failed; the memory cache answers, nothing is fetched twice. */
function decoded(element: Element): Promise<unknown> {
  let image: HTMLImageElement;
  if (element.tagName === 'IMG') image = element as HTMLImageElement;
  else {
    image = element.ownerDocument.createElement('img');
    image.src = (element as HTMLLinkElement).href;
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
