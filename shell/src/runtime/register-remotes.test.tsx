/**
 * @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RELEASE, type Registry } from '@ama/contracts';
import { createShopStore, initI18n, loadFragmentModule } from '@ama/platform';
import { init } from '@module-federation/enhanced/runtime';

const registerApplication = jest.fn();
const unloadApplication = jest.fn(() => Promise.resolve());
jest.mock('single-spa', () => ({
  registerApplication: (config: unknown) => registerApplication(config),
  unloadApplication: (...args: unknown[]) => unloadApplication(...(args as [])),
}));

const fetchRegistry = jest.fn();
jest.mock('../registry/read-registry', () => ({ fetchRegistry: () => fetchRegistry() }));

import { registerRemoteApps } from './register-remotes';
import { resetRealUserSignals, startRealUserSignals, type RumFact } from './rum-signals';

const registry: Registry = {
  release: 'r1',
  remotes: [
    {
      name: 'mfe_events',
      manifestUrl: '/remotes/mfe-events/mf-manifest.json',
      entry: '/remotes/mfe-events/remoteEntry.js',
      version: '1.0.0',
      routes: ['/events'],
      preload: [],
    },
  ],
};

/** A single-spa lifecycle, as the registered apps give them. */
type Lifecycle = (props?: unknown) => Promise<unknown>;

interface RegisteredApp {
  name: string;
  app: () => Promise<{ bootstrap: Lifecycle; mount: Lifecycle; unmount: Lifecycle }>;
  activeWhen: (location: { pathname: string }) => boolean;
  customProps: { domElementGetter: () => HTMLElement };
}

const reload = jest.fn();
let app: RegisteredApp;

beforeAll(() => {
  createShopStore();
  initI18n('en');
  // The shell's real federation runtime and plugins; only the network answers belong to the test.
  init({ name: 'shell', remotes: [] });
  document.body.innerHTML = '<main id="ama-main"></main>';
  registerRemoteApps(registry, reload);
  app = registerApplication.mock.calls[0][0] as RegisteredApp;
});

/**
 * The remote's server is down: every request for its files is refused, a fetch as well as a script the
 * runtime adds to the page (jsdom loads no scripts: the test answers each one with its error event).
 */
let watching: MutationObserver | undefined;
function remoteDown() {
  const requests = jest.fn((_input: RequestInfo | URL) => Promise.reject(new TypeError('connection refused')));
  globalThis.fetch = requests as unknown as typeof fetch;
  watching = new MutationObserver((mutations) => {
    for (const node of mutations.flatMap(({ addedNodes }) => [...addedNodes])) {
      if (!(node instanceof HTMLScriptElement) || !node.src) continue;
      void requests(node.src).catch(() => node.dispatchEvent(new Event('error')));
    }
  });
  watching.observe(document, { childList: true, subtree: true });
  return requests;
}
afterEach(() => watching?.disconnect());

/** The tab's marker of its last reload for a failed load (platform's failed-load-reload.ts). */
const RELOAD_MARKER = RELEASE.reloadMarkerKey;

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/en/events');
  fetchRegistry.mockResolvedValue(registry);
  // This page is the reload of a failed load a moment ago: a failure now shows the fallback (within 10 s).
  window.sessionStorage.setItem(RELOAD_MARKER, String(Date.now()));
});

/** Loads the app's lifecycles and mounts them the way single-spa would, into the remote's own element. */
let unmount = async () => {};
afterEach(() => act(() => unmount()));

async function mountLoaded() {
  const lifecycles = await app.app();
  const props = { name: 'mfe_events', domElementGetter: app.customProps.domElementGetter, singleSpa: {}, mountParcel: jest.fn() };
  await lifecycles.bootstrap(props);
  // mount resolves after React commits, which act() only does when its scope ends: do not await inside.
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = lifecycles.mount(props);
  });
  await mounted;
  unmount = async () => void (await lifecycles.unmount(props));
}

test('registers the remote with single-spa, active on its routes only, in its own area', () => {
  expect(app.name).toBe('mfe_events');
  expect(app.activeWhen({ pathname: '/it/events' })).toBe(true);
  expect(app.activeWhen({ pathname: '/it/cart' })).toBe(false);
  expect(app.customProps.domElementGetter()).toBe(document.getElementById('app-mfe_events'));
});

test('a remote that cannot be loaded, the route not reloaded for it in the last 10 s, reloads the target route and holds its load', async () => {
  window.sessionStorage.removeItem(RELOAD_MARKER);
  remoteDown();
  const loading = app.app();
  // The reload started: the marker is this moment, and the load is held (no fallback flashes before the page goes).
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(Date.now() - Number(window.sessionStorage.getItem(RELOAD_MARKER))).toBeLessThan(5_000);
  expect(await Promise.race([loading.then(() => 'loaded'), new Promise((resolve) => setTimeout(() => resolve('held'), 200))])).toBe('held');
  expect(document.getElementById('app-mfe_events')!.querySelector('[role="alert"]')).toBeNull();
});

test('a remote that cannot be loaded is asked twice, then shows a fallback in its own area, and retry loads it afresh', async () => {
  const requests = remoteDown();
  await mountLoaded();

  // The container itself (remoteEntry.js), never the manifest: the browser's runtime reads no manifests.
  expect(requests.mock.calls.map(([url]) => String(url))).toEqual([
    expect.stringContaining('/remotes/mfe-events/remoteEntry.js'),
    expect.stringContaining('/remotes/mfe-events/remoteEntry.js'),
  ]);
  const area = document.getElementById('app-mfe_events')!;
  expect(area).toContainElement(await screen.findByRole('alert'));
  expect(screen.getByRole('heading', { name: 'This part of the page could not be loaded' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(unloadApplication).toHaveBeenCalledWith('mfe_events', { waitForUnmount: false });
  expect(reload).not.toHaveBeenCalled();
});

test('a remote the page preloaded is retried with a fresh load of the route (a failed preload would be reused)', async () => {
  document.head.innerHTML = '<link rel="preload" as="script" href="/remotes/mfe-events/remoteEntry.js">';
  remoteDown();
  await mountLoaded();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(unloadApplication).not.toHaveBeenCalled();
});

describe('real-user signals (docs/rum.md)', () => {
  /** Starts a sampled page view whose beacon keeps what it is told. */
  async function sampled(): Promise<RumFact[]> {
    const facts: RumFact[] = [];
    document.body.insertAdjacentHTML('beforeend', '<script type="application/json" id="ama-settings">{"rumSampleRate":1}</script>');
    startRealUserSignals(
      () => Promise.resolve({ startBeacon: (kept: RumFact[]) => (facts.push(...kept), (fact: RumFact) => void facts.push(fact)) }),
      window,
      () => 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return facts;
  }
  afterEach(() => {
    resetRealUserSignals();
    document.getElementById('ama-settings')?.remove();
  });

  test("a remote that cannot be loaded counts one load failure and one fallback shown, the remote's, on the page's path", async () => {
    const facts = await sampled();
    remoteDown();
    await mountLoaded();
    await screen.findByRole('alert');
    expect(facts.filter(({ kind }) => kind !== 'page-view')).toEqual([
      { kind: 'remote-load-failure', area: 'mfe_events', path: '/en/events' },
      { kind: 'fallback', area: 'mfe_events', path: '/en/events' },
    ]);
  });

  test('a fragment of a remote that is down counts as a load failure and a fallback (its host keeps its placeholder)', async () => {
    const facts = await sampled();
    remoteDown();
    await expect(loadFragmentModule('mfe_events/StoreLocatorTeaser')).resolves.toBeNull();
    expect(facts.filter(({ kind }) => kind !== 'page-view')).toEqual([
      { kind: 'remote-load-failure', area: 'mfe_events', path: '/en/events' },
      { kind: 'fallback', area: 'mfe_events/StoreLocatorTeaser', path: '/en/events' },
    ]);
  });
});
