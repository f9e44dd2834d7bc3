import { createShopStore } from './store';
import { uiActions } from './ui-slice';
import { selectIsMenuOpen, selectMobileMenuOpen, selectOpenMenus, selectUi } from './selectors';

describe('UI slice', () => {
  it('starts with the header open and everything else closed', () => {
    const store = createShopStore();
    expect(selectUi(store.getState())).toEqual({
      mobileMenuOpen: false,
      headerOpen: true,
      welcomeModalOpen: false,
      openMenus: {},
    });
  });

  it('opens, toggles and closes the mobile menu and submenus', () => {
    const store = createShopStore();
    store.dispatch(uiActions.toggleMobileMenu());
    expect(selectMobileMenuOpen(store.getState())).toBe(true);
    store.dispatch(uiActions.setMenuOpen({ id: 'shop', open: true }));
    store.dispatch(uiActions.setMenuOpen({ id: 'guides', open: true }));
    store.dispatch(uiActions.setMenuOpen({ id: 'guides', open: false }));
    expect(selectIsMenuOpen('shop')(store.getState())).toBe(true);
    expect(selectIsMenuOpen('guides')(store.getState())).toBe(false);
    store.dispatch(uiActions.closeAllMenus());
    expect(selectOpenMenus(store.getState())).toEqual({});
    store.dispatch(uiActions.setMobileMenuOpen(false));
    expect(selectMobileMenuOpen(store.getState())).toBe(false);
  });

  it('resets the mobile menu and open menus on a route change, and nothing else', () => {
    const store = createShopStore();
    store.dispatch(uiActions.setMobileMenuOpen(true));
    store.dispatch(uiActions.setMenuOpen({ id: 'collections', open: true }));
    store.dispatch(uiActions.setHeaderOpen(false));
    store.dispatch(uiActions.setWelcomeModalOpen(true));

    store.dispatch(uiActions.routeChanged());

    expect(selectUi(store.getState())).toEqual({
      mobileMenuOpen: false,
      openMenus: {},
      headerOpen: false,
      welcomeModalOpen: true,
    });
  });
});
