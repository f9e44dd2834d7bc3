import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createShopStore, PlatformProvider, provideFragmentLoader } from '@ama/platform';
import { POPUP_LOAD_AFTER_MS } from '../runtime/newsletter-popup-due';
import { NewsletterPopupSlot } from './NewsletterPopupSlot';

beforeEach(() => {
  createShopStore();
});
afterEach(() => {
  provideFragmentLoader(undefined);
  jest.useRealTimers();
});

const renderSlot = () =>
  render(
    <PlatformProvider>
      <NewsletterPopupSlot />
    </PlatformProvider>,
  );

test("loads nothing while the page is new and untouched, then the club's popup fragment at the shopper's first move", async () => {
  const loader = jest.fn(async () => ({ default: () => <p>popup trigger</p> }));
  provideFragmentLoader(loader);
  renderSlot();
  expect(loader).not.toHaveBeenCalled();
  fireEvent.pointerMove(window);
  expect(await screen.findByText('popup trigger')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mfe_club/NewsletterPopup');
});

test('without any activity, loads it some seconds after the load event', async () => {
  jest.useFakeTimers();
  const loader = jest.fn(async () => ({ default: () => <p>popup trigger</p> }));
  provideFragmentLoader(loader);
  renderSlot();
  act(() => jest.advanceTimersByTime(POPUP_LOAD_AFTER_MS - 1));
  expect(loader).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  jest.useRealTimers();
  expect(await screen.findByText('popup trigger')).toBeInTheDocument();
});

test("leaves no trace when the club's remote is down", async () => {
  const loader = jest.fn(async () => null);
  provideFragmentLoader(loader);
  const { container } = renderSlot();
  fireEvent.keyDown(window, { key: 'Tab' });
  await waitFor(() => expect(loader).toHaveBeenCalled());
  expect(container).toHaveTextContent('');
  expect(container.querySelectorAll('button, [role], img')).toHaveLength(0);
});

test('mounted late on a page to read (its code asked for because the popup is due), loads it at once: the wait counts from the load event', async () => {
  // jsdom keeps no navigation timing: the browser's entry, its load event ended at 200 ms.
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [{ loadEventEnd: 200 }] });
  jest.spyOn(performance, 'now').mockReturnValue(200 + POPUP_LOAD_AFTER_MS + 5);
  const loader = jest.fn(async () => ({ default: () => <p>popup trigger</p> }));
  provideFragmentLoader(loader);
  renderSlot();
  expect(await screen.findByText('popup trigger')).toBeInTheDocument();
  jest.restoreAllMocks();
  Reflect.deleteProperty(performance, 'getEntriesByType');
});
