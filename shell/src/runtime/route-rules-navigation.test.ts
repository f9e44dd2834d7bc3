import { resolveRouteRules, type ResolvedRouteRule } from '@ama/contracts';
import { safeNavigate } from '@ama/platform';
import { applyRouteRulesOnNavigation } from './route-rules-navigation';

const rules = ((): ResolvedRouteRule[] => {
  const result = resolveRouteRules({
    rules: [
      { from: '/collections/nyx', to: '/collections/gaia' },
      { from: '/saldi', to: '/results?category=RINGS', status: 302, locales: ['it'] },
    ],
  });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.rules;
})();

let stop: () => void;
beforeEach(() => {
  window.history.replaceState(null, '', '/en');
  stop = applyRouteRulesOnNavigation(rules);
});
afterEach(() => stop());

const here = () => window.location.pathname + window.location.search + window.location.hash;

test('an in-shop navigation to a redirected path lands on the target, in its locale, one history entry', () => {
  const before = window.history.length;
  expect(safeNavigate('/collections/nyx', { locale: 'en' })).toBe(true);
  expect(here()).toBe('/en/collections/gaia');
  expect(window.history.length).toBe(before + 1);

  safeNavigate('/it/saldi?utm_source=mail#top');
  expect(here()).toBe('/it/results?category=RINGS&utm_source=mail#top');
});

test('a path no rule names, or a locale the rule leaves out, is navigated to as it is', () => {
  safeNavigate('/en/collections/aria');
  expect(here()).toBe('/en/collections/aria');
  window.history.pushState(null, '', '/en/saldi');
  expect(here()).toBe('/en/saldi');
});

test('replaceState (react-router’s replace) is redirected too', () => {
  window.history.replaceState(null, '', '/es/collections/nyx');
  expect(here()).toBe('/es/collections/gaia');
});

test('Back from the target goes to the page before, never to the redirected path', async () => {
  window.history.pushState(null, '', '/en/about-us');
  window.history.pushState(null, '', '/en/collections/nyx');
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  window.history.back();
  await popped;
  expect(here()).toBe('/en/about-us');
});

test('without rules nothing is wrapped', () => {
  stop();
  const pushState = window.history.pushState;
  stop = applyRouteRulesOnNavigation(undefined);
  expect(window.history.pushState).toBe(pushState);
  window.history.pushState(null, '', '/en/collections/nyx');
  expect(here()).toBe('/en/collections/nyx');
});

test('Back to an entry a rule now redirects (recorded before the rules came) is replaced by the target', async () => {
  stop();
  window.history.pushState(null, '', '/it/collections/nyx');
  window.history.pushState(null, '', '/it/about-us');
  stop = applyRouteRulesOnNavigation(rules);
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  window.history.back();
  await popped;
  expect(here()).toBe('/it/collections/gaia');
});
