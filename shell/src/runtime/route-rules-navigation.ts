import { applyRouteRules, type ResolvedRouteRule } from '@ama/contracts';

type HistoryUrl = string | URL | null | undefined;

/**
 * Applies the operator's route rules (docs/route-rules.md) to navigation inside the shop, so a link in
 * the page lands where the same URL typed in the address bar lands (the server redirects that one).
 *
 * Every in-shop navigation ends in history.pushState or replaceState: platform's safe navigation and
 * LocaleLink through single-spa's navigateToUrl, the remotes' react-router links through their
 * BrowserRouter. Rewriting the URL there, before the browser records it, means the redirected-from path
 * never enters the history (Back goes to the page before, as after a server redirect), and single-spa and
 * react-router only ever see the target. Back or forward to an entry that a rule now redirects (a rule
 * added while the page was open) is replaced in place.
 *
 * The rules come with the registry the server embedded in the page: no request of their own.
 */
export function applyRouteRulesOnNavigation(rules: readonly ResolvedRouteRule[] | undefined, win: Window = window): () => void {
  if (!rules?.length) return () => undefined;
  const { history } = win;
  const pushState = history.pushState;
  const replaceState = history.replaceState;

  /** The rule's target for a same-origin URL (the fragment kept), or the URL as it was. */
  const redirected = (url: HistoryUrl): HistoryUrl => {
    if (url === null || url === undefined) return url;
    const target = new URL(String(url), win.location.href);
    if (target.origin !== win.location.origin) return url;
    const rule = applyRouteRules(rules, target.pathname, target.search);
    return rule ? rule.location + target.hash : url;
  };

  history.pushState = function (this: History, data: unknown, unused: string, url?: HistoryUrl) {
    return pushState.call(this, data, unused, redirected(url));
  };
  history.replaceState = function (this: History, data: unknown, unused: string, url?: HistoryUrl) {
    return replaceState.call(this, data, unused, redirected(url));
  };
  const onPopState = () => {
    const { pathname, search } = win.location;
    // Through the (wrapped, and by then single-spa's) replaceState, so the apps reroute to the target.
    if (applyRouteRules(rules, pathname, search)) history.replaceState(history.state, '', pathname + search + win.location.hash);
  };
  win.addEventListener('popstate', onPopState);
  return () => {
    history.pushState = pushState;
    history.replaceState = replaceState;
    win.removeEventListener('popstate', onPopState);
  };
}
