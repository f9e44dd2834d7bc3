import { NEWSLETTER_POPUP_MEMORY_KEY } from '@ama/contracts';
import { CODE_NEEDED_EVENT } from './first-page';
import { POPUP_LOAD_AFTER_MS, POPUP_MEMORY_KEY, requestCodeWhenPopupDue } from './newsletter-popup-due';

let asked: jest.Mock;
beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  window.localStorage.clear();
  asked = jest.fn();
  window.addEventListener(CODE_NEEDED_EVENT, asked);
});
afterEach(() => {
  window.removeEventListener(CODE_NEEDED_EVENT, asked);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it("reads the club's memory of the popup under contracts' name", () => {
  expect(POPUP_MEMORY_KEY).toBe(NEWSLETTER_POPUP_MEMORY_KEY);
});

it("asks for the page's code when a new visitor's popup is due, some seconds after the load event", () => {
  requestCodeWhenPopupDue();
  jest.advanceTimersByTime(POPUP_LOAD_AFTER_MS - 1);
  expect(asked).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(asked).toHaveBeenCalledTimes(1);
});

it('asks at once at an intent to leave (the mouse out through the top), and only once', () => {
  requestCodeWhenPopupDue();
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: 300, relatedTarget: null }));
  expect(asked).not.toHaveBeenCalled();
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1, relatedTarget: null }));
  jest.advanceTimersByTime(POPUP_LOAD_AFTER_MS * 2);
  expect(asked).toHaveBeenCalledTimes(1);
});

it('asks for nothing for a visitor who had the popup, or whose browser cannot remember it', () => {
  window.localStorage.setItem(POPUP_MEMORY_KEY, 'closed');
  requestCodeWhenPopupDue();
  window.localStorage.clear();
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('blocked');
  });
  requestCodeWhenPopupDue();
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1, relatedTarget: null }));
  jest.advanceTimersByTime(POPUP_LOAD_AFTER_MS * 2);
  expect(asked).not.toHaveBeenCalled();
});
