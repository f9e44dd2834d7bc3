import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Registry } from '@ama/contracts';
import { createShopStore, initI18n } from '@ama/platform';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

const registerApplication = jest.fn();
const unloadApplication = jest.fn(() => Promise.resolve());
jest.mock('single-spa', () => ({
  registerApplication: (config: unknown) => registerApplication(config),
  unloadApplication: (...args: unknown[]) => unloadApplication(...(args as [])),
}));

const fetchRegistry = jest.fn();
jest.mock('../registry/read-registry', () => ({ fetchRegistry: () => fetchRegistry() }));

import { registerRemoteApps } from './register-remotes';

const registry: Registry = {
  release: 'r1',
  remotes: [{ name: 'mfe_events', manifestUrl: '/remotes/mfe-events/mf-manifest.json', version: '1.0.0', routes: ['/events'], preload: [] }],
};

interface RegisteredApp {
  name: string;
  app: () => Promise<{ bootstrap: Function; mount: Function; unmount: Function }>;
  activeWhen: (location: { pathname: string }) => boolean;
  customProps: { domElementGetter: () => HTMLElement };
}

beforeAll(() => {
  createShopStore();
  initI18n('en');
});

beforeEach(() => {
  jest.clearAllMocks();
  document.body.innerHTML = '<main id="ama-main"></main>';
  window.history.replaceState(null, '', '/en/events');
  fetchRegistry.mockResolvedValue(registry);
});

function registered(reloadPage = jest.fn()): RegisteredApp {
  registerRemoteApps(registry, reloadPage);
  return registerApplication.mock.calls[0][0] as RegisteredApp;
}

/** Loads the app's lifecycles and mounts them the way single-spa would, into the remote's own element. */
async function mountLoaded(app: RegisteredApp) {
  const lifecycles = await app.app();
  const props = { name: 'mfe_events', domElementGetter: app.customProps.domElementGetter, singleSpa: {}, mountParcel: jest.fn() };
  await lifecycles.bootstrap(props);
  // mount resolves after React commits, which act() only does when its scope ends: do not await inside.
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = lifecycles.mount(props);
  });
  await mounted;
}

test('registers the remote with Module Federation and single-spa, active on its routes only', () => {
  const app = registered();
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_events', entry: '/remotes/mfe-events/mf-manifest.json' }]);
  expect(app.name).toBe('mfe_events');
  expect(app.activeWhen({ pathname: '/it/events' })).toBe(true);
  expect(app.activeWhen({ pathname: '/it/cart' })).toBe(false);
  expect(app.customProps.domElementGetter()).toBe(document.getElementById('app-mfe_events'));
});

test('a remote that cannot be loaded shows a fallback in its own area, and retry loads it afresh', async () => {
  loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003 Failed to get manifest'));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const app = registered();

  await mountLoaded(app);

  const area = document.getElementById('app-mfe_events')!;
  expect(area).toContainElement(await screen.findByRole('alert'));
  expect(screen.getByRole('heading', { name: 'This part of the page could not be loaded' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_events', entry: '/remotes/mfe-events/mf-manifest.json' }], { force: true });
  expect(unloadApplication).toHaveBeenCalledWith('mfe_events', { waitForUnmount: false });
});

test('a remote that loads is returned as it is', async () => {
  const remoteApp = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
  loadRemote.mockResolvedValueOnce(remoteApp);
  const app = registered();
  await expect(app.app()).resolves.toBe(remoteApp);
  expect(loadRemote).toHaveBeenCalledWith('mfe_events/app');
});

test('a remote the page preloaded is retried with a fresh load of the route (a failed preload would be reused)', async () => {
  document.head.innerHTML = '<link rel="preload" as="script" href="/remotes/mfe-events/remoteEntry.js">';
  const reload = jest.fn();
  loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008 Failed to load script resources'));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const app = registered(reload);
    await mountLoaded(app);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(unloadApplication).not.toHaveBeenCalled();
  } finally {
    document.head.innerHTML = '';
  }
});
