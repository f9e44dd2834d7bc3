import { requestDeferredPreloads } from './runtime/first-page';
import { nextTask } from './runtime/next-task';
import { FIRST_SCRIPT_RAN } from './runtime/shell-start';

/*
 * The shell's code (main.js), with the Module Federation runtime, which every build with the federation
 * plugin puts into its entry. The page's first script (first.ts) loads it when the page needs its code
 * (docs/adr-012-load-on-need.md), so running it means: start.
 */

/** The server's markup stays usable (links, GET forms); the next page the shopper opens tries again. */
const startFailed = (error: unknown) => console.error('[shell] start failed', error);
// The async boundary lets Module Federation negotiate the shared singletons before any of them runs.
// The page's code, preloaded all at once, is requested by the first script with this file (and here
// again when it did not run): the picture had the network first.
// It then runs in steps, each in a task of its own, so the browser can answer a tap between them:
// evaluated in one go (React's DOM, the platform, the design system, the shell) it was one long task.
// Its files arrive together (the preloads), so the steps cost no round trips.
const start = async () => {
  requestDeferredPreloads();
  await import('react-dom/client');
  await nextTask();
  const { warmFormats } = await import('@ama/platform');
  await nextTask();
  // The page's number formats (a price's first format loads the locale's data), before the islands
  // that show prices hydrate, rather than inside their hydration.
  warmFormats(document.documentElement.lang);
  await nextTask();
  await import('@ama/shared-ui');
  await nextTask();
  await import('single-spa');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
};

if ((window as Window & { [FIRST_SCRIPT_RAN]?: true })[FIRST_SCRIPT_RAN]) void start().catch(startFailed);
// A page whose HTML names this file itself (the shell's dev server builds no first script): the first
// script's work is done here, with the same decision of when to start.
else
  void import(/* webpackChunkName: "lazy-first-script" */ './first-script')
    .then(({ runFirstScript }) => {
      let started = false;
      runFirstScript({
        start: () => {
          if (started) return;
          started = true;
          void start().catch(startFailed);
        },
        // This file is here already; the others are prefetched by the first script's own call.
        prefetch: () => undefined,
      });
    })
    .catch(startFailed);
