import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMessages, getShopStore, initI18n, PlatformProvider, uiActions } from '@ama/platform';
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
