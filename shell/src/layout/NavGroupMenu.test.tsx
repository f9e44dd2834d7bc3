import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMessages, getShopStore, initI18n, PlatformProvider, uiActions } from '@ama/platform';
import { MENU_HIDE_DELAY_MS } from '@ama/shared-ui';
import en from '../i18n/en.json';
import it from '../i18n/it.json';
import es from '../i18n/es.json';
import de from '../i18n/de.json';
import { NavGroupIsland } from './header-islands';

// jsdom has no popovers, as a browser before 2024: the group is the store's to show. In a browser with
// popovers its button opens it by itself, before the code (e2e/hydration.spec.ts).

beforeAll(() => {
  initI18n('it');
  addMessages('shell', { en, it, es, de });
  window.history.replaceState(null, '', '/it/about-us');
});

async function renderGroup() {
  const container = document.body.appendChild(document.createElement('header'));
  await act(async () =>
    createRoot(container).render(
      <PlatformProvider>
        <NavGroupIsland groupId="shop" />
        <a href="/it/contatti">elsewhere</a>
      </PlatformProvider>,
    ),
  );
  return { panel: document.getElementById('ama-nav-shop')!, button: screen.getByRole('button', { name: 'Gioielli' }) };
}

afterEach(() => {
  act(() => void getShopStore().dispatch(uiActions.routeChanged()));
  document.body.innerHTML = '';
});

test('without popovers: a click opens and closes the group, the focus leaving it closes it, and so does a navigation', async () => {
  const { panel, button } = await renderGroup();
  expect(panel).not.toBeVisible();
  await userEvent.click(button);
  expect(panel).toBeVisible();
  expect(screen.getByRole('link', { name: 'Tutti i gioielli' })).toBeVisible();
  await userEvent.click(button);
  expect(panel).not.toBeVisible();

  await userEvent.click(button);
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Tutti i gioielli' })).toHaveFocus();
  act(() => screen.getByRole('link', { name: 'elsewhere' }).focus());
  expect(panel).not.toBeVisible();

  await userEvent.click(button);
  act(() => void getShopStore().dispatch(uiActions.routeChanged()));
  expect(panel).not.toBeVisible();
});

test('the mouse over it opens it, a click then keeps it open, and it closes a moment after the mouse left', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { panel, button } = await renderGroup();
    await user.hover(button);
    expect(panel).toBeVisible();
    await user.click(button);
    expect(panel).toBeVisible();
    await user.unhover(button);
    act(() => void jest.advanceTimersByTime(MENU_HIDE_DELAY_MS - 50));
    expect(panel).toBeVisible();
    act(() => void jest.advanceTimersByTime(100));
    expect(panel).not.toBeVisible();
  } finally {
    jest.useRealTimers();
  }
});
