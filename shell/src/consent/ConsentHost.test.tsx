import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT, consentFromCookieHeader, PAGE_DATA_IDS, type ConsentCategory } from '@ama/contracts';
import { addMessages, createShopStore, initI18n } from '@ama/platform';
import en from '../i18n/en.json';
import it from '../i18n/it.json';
import es from '../i18n/es.json';
import de from '../i18n/de.json';
import { renderConsentBanner } from '../server/consent-banner';
import { renderOverlays, unmountOverlays } from '../layout/overlays-test-support';
import { openConsentSettings } from './consent-cookie';

const clearConsentCookie = () => {
  document.cookie = `${CONSENT.cookieName}=; Path=/; Max-Age=0`;
};
const savedChoices = () => consentFromCookieHeader(document.cookie);
const banners = () => screen.queryAllByRole('region', { name: en.consent.title });

/** The page as the BFF sends it: its settings, and (for a visitor who has not chosen) the server's banner. */
function serverPage({ categories = ['analytics'], banner = true }: { categories?: ConsentCategory[]; banner?: boolean } = {}) {
  const settings = document.createElement('script');
  settings.type = 'application/json';
  settings.id = PAGE_DATA_IDS.settings;
  settings.textContent = JSON.stringify(categories.length > 0 ? { consentCategories: categories } : {});
  document.body.append(settings);
  if (banner) document.body.insertAdjacentHTML('beforeend', renderConsentBanner({ locale: 'en', returnTo: '/en/about-us', categories }));
}

/** React has taken the server's node over (hydrated it): its handlers now answer. */
const hydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));
/** Every console error: a hydration mismatch, a form jsdom was asked to send, an update outside act. */
let errors: jest.SpyInstance;

// In a describe block: its afterEach runs before testing-library's cleanup (overlays-test-support.tsx).
describe('the consent banner root', () => {
  beforeEach(() => {
    clearConsentCookie();
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/en/about-us');
    createShopStore();
    initI18n('en');
    addMessages('shell', { en, it, es, de });
    errors = jest.spyOn(console, 'error');
  });
  afterEach(async () => {
    await unmountOverlays();
    clearConsentCookie();
    errors.mockRestore();
  });

  test('the server banner is in the page before any JavaScript: a real form, in the page language', () => {
    serverPage();
    const form = document.querySelector(`#${CONSENT.bannerId} form`)!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', CONSENT.form.action);
    expect(banners()).toHaveLength(1);
    expect(banners()[0]).toHaveTextContent(en.consent.short);
    expect(document.body.innerHTML).not.toMatch(/\son[a-z]+=/);
    expect(document.querySelector(`#${CONSENT.bannerId} script`)).toBeNull();
  });

  test('the shell takes over the server banner: the same nodes, no second banner, accept in the page', async () => {
    serverPage();
    const serverRegion = banners()[0]!;
    const accept = screen.getByRole('button', { name: en.consent.acceptAll });
    await renderOverlays();
    await waitFor(() => expect(hydrated(accept)).toBe(true));
    expect(banners()).toEqual([serverRegion]);
    expect(screen.getByRole('button', { name: en.consent.acceptAll })).toBe(accept);

    await userEvent.click(accept);
    expect(savedChoices()).toEqual({ analytics: true });
    expect(banners()).toHaveLength(0);
    // Answered in the page: no hydration mismatch, and the form was not sent (jsdom reports a submit it cannot do).
    expect(errors).not.toHaveBeenCalled();
  });

  test('a box ticked before the JavaScript arrived is kept, and saving stores it', async () => {
    serverPage();
    const details = screen.getByText(en.consent.choose).closest('details')!;
    details.open = true;
    const analytics = screen.getByRole('checkbox', { name: new RegExp(en.consent.analytics.label) });
    analytics.click();
    await renderOverlays();
    await waitFor(() => expect(hydrated(analytics)).toBe(true));
    expect(analytics).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: en.consent.save }));
    expect(savedChoices()).toEqual({ analytics: true });
    expect(banners()).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
  });

  test('a first visit the server did not draw (no server rendering): the browser draws it', async () => {
    serverPage({ banner: false });
    await renderOverlays();
    expect(await screen.findByRole('region', { name: en.consent.title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.consent.rejectAll }));
    expect(savedChoices()).toEqual({ analytics: false });
    expect(banners()).toHaveLength(0);
  });

  test('without an optional category the browser draws no banner either, and "Cookie settings" still answers', async () => {
    serverPage({ categories: [], banner: false });
    await renderOverlays();
    expect(document.getElementById(CONSENT.bannerId)).not.toBeNull();
    expect(banners()).toHaveLength(0);
    act(() => openConsentSettings());
    expect(await screen.findByRole('region', { name: en.consent.title })).toHaveTextContent(en.consent.necessary.description);
  });
});
