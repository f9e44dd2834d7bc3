import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMessages, createShopStore, initI18n, modalActions, toastActions } from '@ama/platform';
import en from '../i18n/en.json';
import it from '../i18n/it.json';
import es from '../i18n/es.json';
import de from '../i18n/de.json';
import { renderOverlays, unmountOverlays } from './overlays-test-support';

let store: ReturnType<typeof createShopStore>;

// In a describe block: its afterEach runs before testing-library's cleanup (overlays-test-support.tsx).
describe('the overlays', () => {
  beforeEach(async () => {
    window.history.replaceState(null, '', '/en/about-us');
    store = createShopStore();
    initI18n('en');
    addMessages('shell', { en, it, es, de });
    await renderOverlays();
  });
  afterEach(async () => {
    await unmountOverlays();
  });

  test('a toast queued by any app appears in the shell, announced by type', async () => {
    act(() => {
      store.dispatch(toastActions.push({ type: 'danger', title: 'Request failed', message: '503 Service Unavailable' }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('503 Service Unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Close notification' }));
    expect(store.getState().toasts.items).toEqual([]);
  });

  test('a modal queued by any app opens in the shell and its action runs and closes it', async () => {
    act(() => {
      store.dispatch(
        modalActions.open({ type: 'warning', title: 'Engraving too long', message: 'At most 10 characters.', actions: [{ label: 'Understood', event: 'engraving/acknowledged' }] }),
      );
    });
    const dialog = await screen.findByRole('dialog', { name: 'Engraving too long' });
    expect(dialog).toHaveTextContent('At most 10 characters.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Understood' }));
    expect(store.getState().modals.queue).toEqual([]);
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });
});
