import { navigateToUrl, start } from 'single-spa';
import { installRouteReset } from './route-reset';
import { createShopStore } from './store';
import { uiActions } from './ui-slice';
import { selectIsMenuOpen, selectMobileMenuOpen } from './selectors';

function openEverything(store: ReturnType<typeof createShopStore>) {
  store.dispatch(uiActions.setMobileMenuOpen(true));
  store.dispatch(uiActions.setMenuOpen({ id: 'shop', open: true }));
}

const menusClosed = (store: ReturnType<typeof createShopStore>) => !selectMobileMenuOpen(store.getState()) && !selectIsMenuOpen('shop')(store.getState());

describe('installRouteReset', () => {
  beforeAll(() => start({ urlRerouteOnly: true }));

  it('closes the menus before a single-spa navigation', async () => {
    const store = createShopStore();
    const uninstall = installRouteReset(store);
    openEverything(store);

    const beforeRouting = new Promise((resolve) => window.addEventListener('single-spa:before-routing-event', resolve, { once: true }));
    navigateToUrl('/en/cart');
    await beforeRouting;

    expect(window.location.pathname).toBe('/en/cart');
    expect(menusClosed(store)).toBe(true);
    uninstall();
  });

  it('stops reacting once uninstalled', () => {
    const store = createShopStore();
    const uninstall = installRouteReset(store);
    uninstall();
    openEverything(store);

    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event'));

    expect(menusClosed(store)).toBe(false);
  });
});
