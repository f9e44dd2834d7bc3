import { afterLoad, isPageToRead, prefetchDeferredCode, requestCodeWhenFragmentNear, startAfterLargestPaintOrTouched, startWhenNeeded } from './runtime/first-page';
import { drawVisitorCounts } from './runtime/header-counts';
import { requestCodeWhenPopupDue } from './runtime/newsletter-popup-due';
import { bufferTapsUntilHydrated } from './runtime/tap-buffer';
import { placeHeaderPopovers, placeHeaderPopoversAgain } from './runtime/header-popovers';
import { rememberLanguageChoice } from './runtime/language-choice';
import { startRealUserSignals } from './runtime/rum-signals';
import { startDecorativeClips } from '@ama/shared-ui/decorative-clip';

/** How the first script has the shell's code started, and has its files fetched ahead (first.ts). */
export interface ShellCode {
  /** Loads and starts the shell's code (once; later calls do nothing). */
  start(): void;
  /** Fetches the code's files into the HTTP cache, evaluating none of them. */
  prefetch(): void;
}

/**
 * What every page runs first, before any framework code: plain code that keeps the server's HTML
 * usable and decides when the shell's code is needed (docs/adr-012-load-on-need.md). It imports
 * nothing shared, so it runs in the page's first script, a build of its own without Module Federation
 * (shell/rspack.config.js).
 */
export function runFirstScript(shell: ShellCode): void {
  // First of all, before any other code has loaded: a tap on an island that has not hydrated yet is
  // kept, not lost (docs/adr-009-islands.md).
  bufferTapsUntilHydrated();
  // The header's search bar and phone menu open by themselves (popovers): placed under the header as they do.
  placeHeaderPopovers();
  // The language list's links work before the code too: the choice is remembered as the live switch does.
  rememberLanguageChoice();
  // A decorative clip of the server's HTML (the home banner's) gets its pause button now and plays once the
  // page has loaded, with no framework: the home page stays a page to read.
  startDecorativeClips();
  // Real-user signals (docs/rum.md): a sampled page view notes its errors and page views from now on; the
  // beacon's code (web-vitals) loads on demand once the page has loaded and the browser is idle.
  startRealUserSignals(() => import(/* webpackChunkName: "lazy-rum" */ './runtime/rum-beacon'));
  // The brand's web fonts (about 120 KB), once the page's first frame, with its largest picture, is drawn:
  // the text is there from the first paint in their metric-matched fallbacks (shared-ui's fonts.css),
  // which also stay if the fonts cannot be had.
  const requestBrandFonts = () =>
    void import(/* webpackChunkName: "brand-fonts" */ '@ama/shared-ui/brand-fonts')
      // The fonts move the header's buttons: an open header panel follows its button in the frame each
      // face is first drawn in (a frame later, the test of the desktop groups saw it 10 px off its button).
      .then(({ addBrandFonts }) => addBrandFonts(document, () => placeHeaderPopoversAgain()))
      .catch(() => undefined);
  // A page to read (no island in its area) evaluates no framework code until it is needed: the shell's
  // code, which only the header's and footer's islands need there, loads at the first press, key or
  // focus on one of them (or a mouse over one), when the footer's newsletter form (a fragment of the
  // club's) comes near the screen, or when the newsletter popup is due. Until then the server's HTML
  // works by itself (links, the search popover and form, the consent form), and a few lines of plain
  // code draw the cart's and wishlist's counts. Every other page starts as soon as its largest picture
  // is on the screen (or at the first tap): its area's islands are what the shopper came for, but the
  // picture comes first.
  if (isPageToRead()) {
    startAfterLargestPaintOrTouched(requestBrandFonts);
    afterLoad(() => {
      drawVisitorCounts();
      // The code's files, not its evaluation: the first tap then waits for less (first-page.ts).
      const prefetch = () => {
        shell.prefetch();
        prefetchDeferredCode();
      };
      if (typeof requestIdleCallback === 'function') requestIdleCallback(prefetch, { timeout: 2_000 });
      else prefetch();
    });
    requestCodeWhenPopupDue();
    requestCodeWhenFragmentNear();
    startWhenNeeded(() => shell.start());
  } else
    startAfterLargestPaintOrTouched(() => {
      requestBrandFonts();
      shell.start();
    });
}
