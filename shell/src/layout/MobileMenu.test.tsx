import { act, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMessages, getShopStore, initI18n, PlatformProvider, selectOpenMenus, uiActions } from '@ama/platform';
import en from '../i18n/en.json';
import it from '../i18n/it.json';
import es from '../i18n/es.json';
import de from '../i18n/de.json';
import { MenuButtonIsland, MobileMenuIsland } from './header-islands';

// jsdom has no popovers, as a browser before 2024: the menu is the store's to show, its button the
// store's to toggle. In a browser with popovers the button opens it by itself (e2e/hydration.spec.ts).

beforeAll(() => {
  initI18n('it');
  addMessages('shell', { en, it, es, de });
  window.history.replaceState(null, '', '/it/about-us');
});

test("without popovers: the button opens and closes the phone's menu, and a navigation closes it", async () => {
  const container = document.body.appendChild(document.createElement('header'));
  await act(async () =>
    createRoot(container).render(
      <PlatformProvider>
        <MenuButtonIsland />
        <MobileMenuIsland />
      </PlatformProvider>,
    ),
  );
  const menu = document.getElementById('ama-mobile-menu')!;
  expect(menu).not.toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Apri il menu' }));
  expect(menu).toBeVisible();
  expect(screen.getByRole('link', { name: 'Chi siamo' })).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Chiudi il menu' }));
  expect(menu).not.toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Apri il menu' }));
  act(() => void getShopStore().dispatch(uiActions.routeChanged()));
  expect(menu).not.toBeVisible();
  expect(screen.getByRole('button', { name: 'Apri il menu' })).toBeInTheDocument();
});

/** What the store says of the menu's groups when the hydration commits, before any passive effect. */
let openMenusAtCommit: object | undefined;
function ReadsStoreAtCommit() {
  useLayoutEffect(() => void (openMenusAtCommit = selectOpenMenus(getShopStore().getState())), []);
  return null;
}

test('a group the shopper expanded before the code ran is known from the hydration on, so the first navigation closes it', async () => {
  const tree = (
    <PlatformProvider>
      <MobileMenuIsland />
      <ReadsStoreAtCommit />
    </PlatformProvider>
  );
  const container = document.body.appendChild(document.createElement('header'));
  container.innerHTML = renderToString(tree);
  // Expanded by the browser itself (a <details>), while the shop's code was on its way.
  const shapes = container.querySelector<HTMLDetailsElement>('details[data-group="shapes"]')!;
  shapes.open = true;

  // React's development build says the open group differs from the server's markup, and keeps it as the
  // shopper left it: that is the point here, not a defect.
  const mismatch = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => void hydrateRoot(container, tree));
  mismatch.mockRestore();

  // Known in the hydration's own commit: a tap on its link is handled after it, never in between
  // (a navigation there would close no group, and the group would stay open for the next visit).
  expect(openMenusAtCommit).toEqual({ 'mobile-shapes': true });
  expect(shapes.open).toBe(true);
  act(() => void getShopStore().dispatch(uiActions.routeChanged()));
  expect(shapes.open).toBe(false);
});
