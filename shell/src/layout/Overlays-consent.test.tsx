import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT, PAGE_DATA_IDS } from '@ama/contracts';
import { addMessages, createShopStore, initI18n, provideFragmentLoader } from '@ama/platform';
import en from '../i18n/en.json';
import it from '../i18n/it.json';
import es from '../i18n/es.json';
import de from '../i18n/de.json';
import { renderOverlays, unmountOverlays } from './overlays-test-support';

// In a describe block: its afterEach runs before testing-library's cleanup (overlays-test-support.tsx).
describe('the overlays with the consent banner', () => {
  beforeEach(() => {
    document.cookie = `${CONSENT.cookieName}=; Path=/; Max-Age=0`;
    // A shop with something optional to consent to (the BFF's settings with ANALYTICS_ID).
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${PAGE_DATA_IDS.settings}">{"consentCategories":["analytics"]}</script>`);
    window.history.replaceState(null, '', '/en/about-us');
    createShopStore();
    initI18n('en');
    addMessages('shell', { en, it, es, de });
  });
  afterEach(async () => {
    await unmountOverlays();
    document.getElementById(PAGE_DATA_IDS.settings)?.remove();
    provideFragmentLoader(undefined);
    document.cookie = `${CONSENT.cookieName}=; Path=/; Max-Age=0`;
  });

  test('the newsletter popup is not loaded while the consent banner is on screen, and is once it is answered', async () => {
    const loader = jest.fn(async () => ({ default: () => <p>popup trigger</p> }));
    provideFragmentLoader(loader);
    await renderOverlays();
    const banner = await screen.findByRole('region', { name: en.consent.title });
    fireEvent.pointerMove(window);
    expect(loader).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: en.consent.rejectAll }));
    expect(banner).not.toBeInTheDocument();
    fireEvent.pointerMove(window);
    expect(await screen.findByText('popup trigger')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mfe_club/NewsletterPopup');
  });

  test('a back-office page asks no consent and never loads the newsletter popup', async () => {
    window.history.replaceState(null, '', '/en/staff/orders');
    const loader = jest.fn(async () => ({ default: () => <p>popup trigger</p> }));
    provideFragmentLoader(loader);
    await renderOverlays();
    fireEvent.pointerMove(window);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: en.consent.title })).toBeNull();
    expect(loader).not.toHaveBeenCalled();
  });
});
