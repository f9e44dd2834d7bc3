import { RUM_LIMITS, rumBatchSchema, type RumVital } from '@ama/contracts/rum';
import type { Metric } from 'web-vitals';
import { readPageRegistry } from './rum-attribution';
import { startBeacon, type BeaconDeps } from './rum-beacon';
import type { RumFact } from './rum-signals';

const REGISTRY = {
  release: '3f9a2c1b7e0d',
  remotes: [
    { name: 'mfe_catalog', manifestUrl: '/remotes/mfe-catalog/mf-manifest.json', version: '1.4.0', routes: ['/', '/product/:sku'], preload: [] },
    { name: 'mfe_club', manifestUrl: '/remotes/mfe-club/mf-manifest.json', version: '2.1.0', routes: ['/club'], preload: [] },
  ],
};

/** A beacon on a page with that registry, its vitals reported by the test, its sends kept. */
function beacon(kept: RumFact[] = [], landingPath = '/en/product/GA-1') {
  document.documentElement.lang = 'it';
  document.body.innerHTML = `<script type="application/json" id="ama-registry">${JSON.stringify(REGISTRY)}</script>`;
  const reporters = {} as Record<RumVital, (metric: Metric) => void>;
  const sent: { url: string; events: unknown[] }[] = [];
  const controller = new AbortController();
  // Listeners of this test's window end with it (a page has one beacon).
  const win = {
    document,
    location: window.location,
    addEventListener: (type: string, listener: EventListener) => window.addEventListener(type, listener, { signal: controller.signal }),
  } as unknown as Window;
  const deps: BeaconDeps = {
    win,
    registry: readPageRegistry(document),
    send: (url, body) => {
      // Every beacon is what the BFF takes (contracts' schema), and no more than it takes.
      expect(body.length).toBeLessThanOrEqual(RUM_LIMITS.maxBodyBytes);
      sent.push({ url, events: rumBatchSchema.parse(JSON.parse(body)).events });
      return true;
    },
    vitals: {
      LCP: (callback) => void (reporters.LCP = callback),
      INP: (callback) => void (reporters.INP = callback),
      CLS: (callback) => void (reporters.CLS = callback),
      TTFB: (callback) => void (reporters.TTFB = callback),
    },
  };
  const onFact = startBeacon(kept, landingPath, deps);
  const report = (name: RumVital, value: number) => reporters[name]({ name, value } as Metric);
  return { onFact, report, sent, stop: () => controller.abort() };
}

let visibility: DocumentVisibilityState = 'visible';
const hide = () => {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  visibility = 'visible';
};
let stop = () => {};
beforeEach(() => {
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  window.history.replaceState(null, '', '/en/product/GA-1');
});
afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

const catalog = { remote: 'mfe_catalog', release: '1.4.0', pageType: '/product/:sku', side: 'live' };

it('sends nothing until the page is hidden, then one beacon with every event, attributed', () => {
  const page = beacon([
    { kind: 'page-view', path: '/en/product/GA-1' },
    { kind: 'error', path: '/en/product/GA-1', name: 'TypeError' },
    { kind: 'error', path: '/en/club', name: 'Error: ada@example.com' },
    { kind: 'remote-load-failure', path: '/en/product/GA-1', area: 'mfe_club' },
  ]);
  stop = page.stop;
  page.onFact({ kind: 'fallback', path: '/en/product/GA-1', area: 'mfe_club/NewsletterSignup' });
  page.report('LCP', 1840.44);
  page.report('TTFB', 212.7);
  page.report('CLS', 0.012345);
  page.report('INP', 96);
  expect(page.sent).toEqual([]);

  hide();
  expect(page.sent).toEqual([
    {
      url: '/api/rum?locale=it',
      events: [
        { kind: 'page-view', ...catalog },
        { kind: 'error', name: 'TypeError', ...catalog },
        { kind: 'error', name: 'Error', remote: 'mfe_club', release: '2.1.0', pageType: '/club', side: 'live' },
        { kind: 'remote-load-failure', ...catalog, remote: 'mfe_club', release: '2.1.0' },
        { kind: 'fallback', ...catalog, remote: 'mfe_club', release: '2.1.0' },
        { kind: 'LCP', value: 1840, ...catalog },
        { kind: 'TTFB', value: 213, ...catalog },
        { kind: 'CLS', value: 0.0123, ...catalog },
        { kind: 'INP', value: 96, ...catalog },
      ],
    },
  ]);
  // Nothing new: nothing sent.
  hide();
  window.dispatchEvent(new Event('pagehide'));
  expect(page.sent).toHaveLength(1);
});

it('reports each vital once per page view, on the route the page was loaded on, within bounds', () => {
  const page = beacon([], '/en/product/GA-1');
  stop = page.stop;
  // A client navigation since: the vitals still belong to the page load.
  window.history.replaceState(null, '', '/en/club');
  page.report('LCP', 999_999);
  page.report('LCP', 1_000);
  page.report('CLS', -1);
  window.dispatchEvent(new Event('pagehide'));
  expect(page.sent[0]!.events).toEqual([
    { kind: 'LCP', value: RUM_LIMITS.maxMilliseconds, ...catalog },
    { kind: 'CLS', value: 0, ...catalog },
  ]);
});

it('sends a full batch at once, and no more events than a page view may report', () => {
  const page = beacon();
  stop = page.stop;
  for (let index = 0; index < RUM_LIMITS.maxEventsPerPage + 20; index += 1) page.onFact({ kind: 'error', path: '/en', name: 'TypeError' });
  expect(page.sent.map(({ events }) => events.length)).toEqual(Array.from({ length: RUM_LIMITS.maxEventsPerPage / RUM_LIMITS.maxEvents }, () => RUM_LIMITS.maxEvents));
  hide();
  expect(page.sent).toHaveLength(RUM_LIMITS.maxEventsPerPage / RUM_LIMITS.maxEvents);
});

it('counts a page back from the back/forward cache as a page view, with vitals of its own', () => {
  const page = beacon();
  stop = page.stop;
  page.report('INP', 80);
  hide();
  window.history.replaceState(null, '', '/en/club');
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
  page.report('INP', 240);
  hide();
  const club = { remote: 'mfe_club', release: '2.1.0', pageType: '/club', side: 'live' };
  expect(page.sent.map(({ events }) => events)).toEqual([
    [{ kind: 'INP', value: 80, ...catalog }],
    [
      { kind: 'page-view', ...club },
      { kind: 'INP', value: 240, ...club },
    ],
  ]);
});

it("sends with the browser's sendBeacon, a string (text/plain: no preflight), when nothing is given", async () => {
  const sendBeacon = jest.fn((_url: string, _body?: BodyInit | null) => true);
  Object.assign(navigator, { sendBeacon });
  try {
    document.body.innerHTML = `<script type="application/json" id="ama-registry">${JSON.stringify(REGISTRY)}</script>`;
    const onFact = startBeacon([{ kind: 'page-view', path: '/en' }], '/en');
    onFact({ kind: 'fallback', path: '/en', area: 'mfe_club' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toMatch(/^\/api\/rum\?locale=/);
    expect(typeof body).toBe('string');
    expect(rumBatchSchema.parse(JSON.parse(body as string)).events.map(({ kind }) => kind)).toEqual(['page-view', 'fallback']);
  } finally {
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  }
});
