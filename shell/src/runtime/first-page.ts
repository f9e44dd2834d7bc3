/*
 * Run by the shell's entry before the async boundary, so it imports nothing shared: these are the
 * names platform writes (first-page.test.ts checks they match).
 */
export const SERVER_MARKUP_ATTRIBUTE = 'data-ssr';
export const ISLAND_ATTRIBUTE = 'data-island';
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
 * Calls `start` once: when the page has loaded (its pictures and styles first), at the shopper's first
 * touch, click, key or focus, or after LOAD_WAIT_MS, whichever comes first. On a page to read, only the
 * header's and footer's islands wait for it: links and the search form work as HTML meanwhile, and a tap
 * on an island is held and replayed once it hydrates (tap-buffer.ts).
 */
export function startWhenLoadedOrTouched(start: () => void, win: Window = window): void {
  let started = false;
  // In a task after the load event's, not inside it: a chunk requested from its handler would be
  // part of the page's load (a browser counts the handler's time into it).
  const afterLoad = () => win.setTimeout(go, 0);
  const go = () => {
    if (started) return;
    started = true;
    win.removeEventListener('load', afterLoad);
    for (const move of FIRST_MOVES) win.removeEventListener(move, go, true);
    win.clearTimeout(timer);
    start();
  };
  const timer = win.setTimeout(go, LOAD_WAIT_MS);
  if (win.document.readyState === 'complete') return go();
  win.addEventListener('load', afterLoad, { once: true });
  for (const move of FIRST_MOVES) win.addEventListener(move, go, { capture: true, passive: true });
}
