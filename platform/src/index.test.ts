/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
// (react-router, re-exported through the remote lifecycle helpers, needs TextEncoder, which plain jest jsdom lacks.)
import * as platform from './index';

// The shell and the remotes are coded against these names; renaming one breaks them at runtime.
describe('@ama/platform public API', () => {
  it.each([
    'rootReducer',
    'injectSlice',
    'createShopStore',
    'getShopStore',
    'useAppDispatch',
    'useAppSelector',
    'uiActions',
    'selectUi',
    'selectMobileMenuOpen',
    'selectOpenMenus',
    'selectIsMenuOpen',
    'toastActions',
    'selectToasts',
    'notify',
    'installRouteReset',
    'api',
    'configureApi',
    'i18n',
    'initI18n',
    'addMessages',
    'changeLocale',
    'getTextDirection',
    'checkKeyParity',
    'resolveLocale',
    'getCurrentLocale',
    'localizePath',
    'switchLocalePath',
    'setLocaleCookie',
    'readLocaleCookie',
    'isSafeUrl',
    'safeNavigate',
    'configureNavigation',
    'LocaleLink',
    'useLocale',
    'PlatformProvider',
    'createRemoteApp',
    'fallbackTexts',
    'RemoteRoutes',
    'usePageHead',
    'createRemoteServer',
    'createRequestStore',
    'requestI18n',
    'ServerRequestProvider',
    'useLocationHref',
    'hydrateFromServer',
  ])('exports %s', (name) => {
    expect(platform).toHaveProperty(name, expect.anything());
  });
});
