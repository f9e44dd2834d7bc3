import * as contracts from '@ama/contracts';
import { beforePageGoes, recordRemoteSignal, resetRealUserSignals, sampleRateOf, SETTINGS_ID, startRealUserSignals, type BeaconModule, type RumFact } from './rum-signals';

/** The page's settings as the server embeds them (bff/src/web/html-page.ts). */
const withSettings = (settings: object | string) => {
  document.body.innerHTML = `<script type="application/json" id="ama-settings">${typeof settings === 'string' ? settings : JSON.stringify(settings)}</script>`;
};

/** A beacon module that keeps what it is given. */
function stubBeacon() {
  const started: { kept: RumFact[]; landingPath: string }[] = [];
  const delivered: RumFact[] = [];
  const module: BeaconModule = {
    startBeacon: (kept, landingPath) => {
      started.push({ kept, landingPath });
      return (fact) => delivered.push(fact);
    },
  };
  const load = jest.fn(() => Promise.resolve(module));
  return { load, started, delivered };
}

const flushTasks = () => new Promise((resolve) => setTimeout(resolve, 0));

let readyState: DocumentReadyState;
beforeEach(() => {
  resetRealUserSignals();
  readyState = 'complete';
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  window.history.replaceState(null, '', '/en/product/GA-SOL-OV?gold=rose');
});
/** jsdom reports an error event nobody handled as an uncaught error of the test: this page handles it. */
const handled = (event: Event) => event.preventDefault();
beforeAll(() => window.addEventListener('error', handled));
afterAll(() => window.removeEventListener('error', handled));
afterEach(() => jest.restoreAllMocks());

it("reads the page's settings element as contracts names it", () => {
  expect(SETTINGS_ID).toBe(contracts.PAGE_DATA_IDS.settings);
});

describe('sampleRateOf', () => {
  it.each([
    ['no settings', 0, undefined],
    ['settings without a rate', 0, {}],
    ['a rate', 0.25, { rumSampleRate: 0.25 }],
    ['a rate above 1', 1, { rumSampleRate: 3 }],
    ['a rate that is no number', 0, { rumSampleRate: '1' }],
    ['settings that do not parse', 0, '{'],
  ])('%s → %p', (_what, rate, settings) => {
    if (settings === undefined) document.body.innerHTML = '';
    else withSettings(settings);
    expect(sampleRateOf(document)).toBe(rate);
  });
});

describe('startRealUserSignals', () => {
  it('does nothing on a page view the sample leaves out, nor on a page without a rate', async () => {
    const beacon = stubBeacon();
    withSettings({ rumSampleRate: 0.1 });
    expect(startRealUserSignals(beacon.load, window, () => 0.1)).toBe(false);
    withSettings({});
    expect(startRealUserSignals(beacon.load, window, () => 0)).toBe(false);
    recordRemoteSignal('fallback', 'mfe_club');
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x'), cancelable: true }));
    await flushTasks();
    expect(beacon.load).not.toHaveBeenCalled();
  });

  it('notes the page view, errors and remote signals from the start, and hands them to the beacon once it has loaded', async () => {
    const beacon = stubBeacon();
    withSettings({ rumSampleRate: 0.5 });
    readyState = 'loading';
    expect(startRealUserSignals(beacon.load, window, () => 0.49)).toBe(true);
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('secret text'), filename: 'http://localhost/remotes/mfe-catalog/42.js', cancelable: true }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: 'no Error at all' });
    window.dispatchEvent(rejection);
    recordRemoteSignal('remote-load-failure', 'mfe_club');
    // A client navigation to another path is a page view; one that changes the query only is not.
    window.history.pushState(null, '', '/en/cart');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    window.history.pushState(null, '', '/en/cart?step=2');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await flushTasks();
    // Not before the page's load event: the beacon's code never competes with the page's own.
    expect(beacon.load).not.toHaveBeenCalled();

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    await flushTasks();
    await flushTasks();
    expect(beacon.load).toHaveBeenCalledTimes(1);
    // Its file evaluated, the beacon starts in a task of its own: until then it has been handed nothing.
    expect(beacon.started).toEqual([]);
    await flushTasks();
    expect(beacon.started).toEqual([
      {
        landingPath: '/en/product/GA-SOL-OV',
        kept: [
          { kind: 'page-view', path: '/en/product/GA-SOL-OV' },
          { kind: 'error', path: '/en/product/GA-SOL-OV', name: 'TypeError', script: 'http://localhost/remotes/mfe-catalog/42.js' },
          { kind: 'error', path: '/en/product/GA-SOL-OV', name: 'UnhandledRejection' },
          { kind: 'remote-load-failure', path: '/en/product/GA-SOL-OV', area: 'mfe_club' },
          { kind: 'page-view', path: '/en/cart' },
        ],
      },
    ]);

    recordRemoteSignal('fallback', 'mfe_club/NewsletterSignup');
    expect(beacon.delivered).toEqual([{ kind: 'fallback', path: '/en/cart', area: 'mfe_club/NewsletterSignup' }]);
  });

  it('before the shell reloads the page, starts the beacon at once so what was noted leaves with the page; not sampled, no wait', async () => {
    const beacon = stubBeacon();
    withSettings({ rumSampleRate: 1 });
    readyState = 'interactive';
    startRealUserSignals(beacon.load, window, () => 0);
    recordRemoteSignal('remote-load-failure', 'mfe_content');
    await beforePageGoes();
    expect(beacon.load).toHaveBeenCalledTimes(1);
    expect(beacon.started[0]!.kept).toContainEqual({ kind: 'remote-load-failure', path: '/en/product/GA-SOL-OV', area: 'mfe_content' });

    resetRealUserSignals();
    const never = jest.fn(() => new Promise<BeaconModule>(() => {}));
    startRealUserSignals(never, window, () => 0);
    // A beacon whose code does not come holds the page no longer than asked.
    const started = Date.now();
    await beforePageGoes(50);
    expect(Date.now() - started).toBeLessThan(1_000);

    resetRealUserSignals();
    withSettings({});
    startRealUserSignals(never, window, () => 0);
    await beforePageGoes(60_000);
  });

  it('loads the beacon at once when the page is hidden before its load event', async () => {
    const beacon = stubBeacon();
    withSettings({ rumSampleRate: 1 });
    readyState = 'interactive';
    startRealUserSignals(beacon.load, window, () => 0);
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    document.dispatchEvent(new Event('visibilitychange'));
    await flushTasks();
    expect(beacon.load).toHaveBeenCalledTimes(1);
  });

  it('waits for an idle moment when the browser offers one', async () => {
    const beacon = stubBeacon();
    withSettings({ rumSampleRate: 1 });
    const idle = jest.fn((run: () => void, _options?: IdleRequestOptions) => (run(), 1));
    Object.assign(window, { requestIdleCallback: idle });
    try {
      startRealUserSignals(beacon.load, window, () => 0);
      expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 5_000 });
      expect(beacon.load).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it('keeps nothing more when the beacon cannot be loaded', async () => {
    withSettings({ rumSampleRate: 1 });
    const load = jest.fn(() => Promise.reject(new Error('chunk gone')));
    startRealUserSignals(load, window, () => 0);
    await flushTasks();
    await flushTasks();
    expect(load).toHaveBeenCalled();
    expect(() => recordRemoteSignal('fallback', 'mfe_club')).not.toThrow();
  });
});
