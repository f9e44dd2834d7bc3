import { runFirstScript } from './first-script';
import { requestDeferredPreloads } from './runtime/first-page';
import { FIRST_SCRIPT_RAN, SHELL_START_ATTRIBUTE } from './runtime/shell-start';

/*
 * The page's first script: the plain code of first-script.ts, built without Module Federation
 * (shell/rspack.config.js), so a page to read evaluates a few KB and no framework (docs/adr-012-load-on-need.md).
 * The shell's code (main.js, with the federation runtime) is loaded only when it is needed; the build
 * writes its URL on this script's element.
 */
const startUrl = document.querySelector<HTMLScriptElement>(`script[${SHELL_START_ATTRIBUTE}]`)?.getAttribute(SHELL_START_ATTRIBUTE) ?? undefined;

let started = false;
(window as Window & { [FIRST_SCRIPT_RAN]?: true })[FIRST_SCRIPT_RAN] = true;

runFirstScript({
  start() {
    if (started) return;
    started = true;
    if (!startUrl) {
      console.error(`[shell] start failed: the first script's element has no ${SHELL_START_ATTRIBUTE}`);
      return;
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = startUrl;
    // The server's markup stays usable (links, GET forms); the next page the shopper opens tries again.
    script.addEventListener('error', () => console.error('[shell] start failed: its code could not be loaded', startUrl));
    document.head.append(script);
    // The code's other files, all at once, right behind the shell's own (their preloads wait inert until now).
    requestDeferredPreloads();
  },
  prefetch() {
    if (!startUrl) return;
    const prefetch = document.createElement('link');
    prefetch.rel = 'prefetch';
    prefetch.href = startUrl;
    document.head.append(prefetch);
  },
});
