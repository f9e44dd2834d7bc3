import { RELEASE, type Registry } from '@ama/contracts';
import { watchReleases } from './release-watch';

const registry = (release: string): Registry => ({ release, remotes: [] });

function navigate(url: string) {
  const cancelNavigation = jest.fn();
  window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { newUrl: url, cancelNavigation } }));
  return cancelNavigation;
}

function setup(served: () => Registry) {
  let clock = 0;
  const deps = { fetchRegistry: jest.fn(async () => served()), assign: jest.fn(), now: () => clock };
  const stop = watchReleases(registry('r1'), deps);
  return { deps, stop, advance: (ms: number) => (clock += ms) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('after the hourly check finds a newer release, the next navigation is a full page load', async () => {
  const { deps, stop } = setup(() => registry('r2'));
  expect(navigate('/en/cart')).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(RELEASE.buildCheckIntervalMs);
  const cancel = navigate('/en/cart');
  expect(cancel).toHaveBeenCalled();
  expect(deps.assign).toHaveBeenCalledWith('/en/cart');
  stop();
});

test('the same release: navigations stay in the page', async () => {
  const { deps, stop } = setup(() => registry('r1'));
  await jest.advanceTimersByTimeAsync(RELEASE.buildCheckIntervalMs);
  expect(navigate('/en/cart')).not.toHaveBeenCalled();
  expect(deps.assign).not.toHaveBeenCalled();
  stop();
});

test('coming back to the tab checks at once when the last check is an hour old, not before', async () => {
  const { deps, stop, advance } = setup(() => registry('r2'));
  advance(RELEASE.buildCheckIntervalMs / 2);
  window.dispatchEvent(new Event('focus'));
  await jest.advanceTimersByTimeAsync(0);
  expect(deps.fetchRegistry).not.toHaveBeenCalled();

  advance(RELEASE.buildCheckIntervalMs / 2);
  window.dispatchEvent(new Event('focus'));
  await jest.advanceTimersByTimeAsync(0);
  expect(deps.fetchRegistry).toHaveBeenCalledTimes(1);
  navigate('/en/events');
  expect(deps.assign).toHaveBeenCalledWith('/en/events');
  stop();
});

test('an unreachable registry changes nothing', async () => {
  const { deps, stop } = setup(() => {
    throw new Error('offline');
  });
  await jest.advanceTimersByTimeAsync(RELEASE.buildCheckIntervalMs);
  expect(navigate('/en/cart')).not.toHaveBeenCalled();
  expect(deps.assign).not.toHaveBeenCalled();
  stop();
});
