/**
 * @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale, createShopStore, modalActions } from '@ama/platform';
import { NewsletterPopup } from '../exposes/NewsletterPopup';
import { POPUP_SHEET_CLASS } from './NewsletterPopupDialog';
import { POPUP_MEMORY_KEY } from './popup-memory';
import { isPopupFreePath, POPUP_DELAY_MS, POPUP_RETRY_MS } from './popup-rules';

let store: ReturnType<typeof createShopStore>;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const memory = () => window.localStorage.getItem(POPUP_MEMORY_KEY);

async function visit(path: string) {
  window.history.replaceState(null, '', path);
  await act(() => changeLocale(path.split('/')[1] as 'en'));
  return render(<NewsletterPopup />);
}

/** Something of the page that has the focus when the popup comes, and must have it back when it goes. */
function focusOnPage() {
  const link = document.createElement('a');
  link.href = '/en/results';
  link.textContent = 'Rings';
  document.body.append(link);
  link.focus();
  return link;
}

/** A desktop browser: the mouse can leave the window. */
function finePointer() {
  window.matchMedia = jest.fn((query: string) => ({ matches: query === '(pointer: fine)', media: query }) as MediaQueryList);
}

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  store = createShopStore();
});
afterEach(() => {
  jest.useRealTimers();
  // @ts-expect-error -- jsdom has none; the desktop tests add one
  delete window.matchMedia;
});

describe('the newsletter popup', () => {
  it('offers a new visitor 10% off after the delay, with the footer’s form, and remembers it was shown', async () => {
    await visit('/en/about-us');
    advance(POPUP_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    const dialog = await screen.findByRole('dialog', { name: '10% off your first purchase' });
    expect(within(dialog).getByRole('form', { name: 'Subscribe to our newsletter' })).toBeInTheDocument();
    for (const name of ['Name', 'Surname', 'Email']) expect(within(dialog).getByRole('textbox', { name })).toBeRequired();
    expect(within(dialog).getByLabelText(/^Date of birth/)).toBeRequired();
    expect(within(dialog).getByRole('checkbox', { name: /privacy policy/ })).toBeRequired();
    expect(memory()).toBe('shown');
  });

  it('speaks the visitor’s language', async () => {
    await visit('/it/about-us');
    advance(POPUP_DELAY_MS);
    expect(await screen.findByRole('dialog', { name: '10% di sconto sul tuo primo acquisto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
  });

  it('closes on Escape, gives the focus back, is remembered as closed, and does not come back on the next page', async () => {
    const first = await visit('/en');
    const link = focusOnPage();
    advance(POPUP_DELAY_MS);
    await screen.findByRole('dialog');
    expect(link).not.toHaveFocus();
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    advance(300);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(memory()).toBe('closed');
    expect(link).toHaveFocus();
    link.remove();

    first.unmount();
    await visit('/en/sustainability');
    advance(POPUP_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on a phone is a bottom sheet with its close button in sight, which closes it and gives the focus back', async () => {
    await visit('/en/about-us');
    const link = focusOnPage();
    advance(POPUP_DELAY_MS);
    const dialog = await screen.findByRole('dialog', { name: '10% off your first purchase' });
    // The marker the sheet's stylesheet finds the Modal by, around the form.
    const sheet = dialog.querySelector(`.${POPUP_SHEET_CLASS}`);
    expect(sheet).toContainElement(within(dialog).getByRole('form', { name: 'Subscribe to our newsletter' }));
    const css = readFileSync(join(__dirname, 'NewsletterPopup.css'), 'utf8').replace(/\s+/g, ' ');
    const phone = css.slice(css.indexOf('@media (max-width: 600px)'));
    expect(phone).toMatch(new RegExp(`\\.ama-modal:has\\(\\.${POPUP_SHEET_CLASS}\\) \\{[^}]*max-height: 60dvh`));
    expect(phone).toMatch(new RegExp(`\\.ama-modal__backdrop:has\\(\\.${POPUP_SHEET_CLASS}\\) \\{[^}]*place-items: end stretch`));
    // Only the form scrolls: the header with the close button stays in sight.
    expect(css).toMatch(new RegExp(`:has\\(\\.${POPUP_SHEET_CLASS}\\) \\.ama-modal__content \\{[^}]*overflow-y: auto`));

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    advance(300);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(memory()).toBe('closed');
    expect(link).toHaveFocus();
    link.remove();
  });

  it('never shows to a visitor who had it, or who subscribed in the footer', async () => {
    window.localStorage.setItem(POPUP_MEMORY_KEY, 'subscribed');
    await visit('/en');
    advance(POPUP_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['/en/cart', '/it/checkout', '/es/order-confirmation', '/de/checkout/payment'])('never shows on %s', async (path) => {
    finePointer();
    await visit(path);
    advance(POPUP_DELAY_MS + POPUP_RETRY_MS * 5);
    act(() => void document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1, relatedTarget: null })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(memory()).toBeNull();
  });

  it('waits while another dialog is open and shows once it is closed', async () => {
    await visit('/en');
    act(() => void store.dispatch(modalActions.open({ type: 'info', title: 'Engraving', message: 'At most 10 characters.' })));
    advance(POPUP_DELAY_MS + POPUP_RETRY_MS * 2);
    expect(memory()).toBeNull();
    act(() => void store.dispatch(modalActions.close(store.getState().modals.queue[0]!.id)));
    advance(POPUP_RETRY_MS);
    expect(await screen.findByRole('dialog', { name: '10% off your first purchase' })).toBeInTheDocument();
  });

  it('shows before the delay when the mouse leaves through the top of the window (desktop)', async () => {
    finePointer();
    await visit('/en/results');
    advance(1_000);
    // Moving within the page, or out through a side, is not leaving.
    act(() => void document.dispatchEvent(new MouseEvent('mouseout', { clientY: 300, relatedTarget: null })));
    expect(memory()).toBeNull();
    act(() => void document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2, relatedTarget: null })));
    expect(await screen.findByRole('dialog', { name: '10% off your first purchase' })).toBeInTheDocument();
  });
});

describe('isPopupFreePath', () => {
  it('covers the purchase path in every locale, and nothing that merely starts alike', () => {
    expect(['/en/cart', '/it/checkout', '/es/order-confirmation', '/de/cart'].every(isPopupFreePath)).toBe(true);
    expect(['/en', '/it/cartier', '/en/results', '/es/club'].some(isPopupFreePath)).toBe(false);
  });
});
