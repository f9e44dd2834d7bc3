import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT } from '@ama/contracts';
import { addMessages, createShopStore, initI18n, PlatformProvider, provideFragmentLoader } from '@ama/platform';
import en from '../i18n/en.json';
import it from '../i18n/it.json';
import es from '../i18n/es.json';
import de from '../i18n/de.json';
import { Overlays } from './Overlays';

beforeEach(() => {
  document.cookie = `${CONSENT.cookieName}=; Path=/; Max-Age=0`;
  window.history.replaceState(null, '', '/en/about-us');
  createShopStore();
  initI18n('en');
  addMessages('shell', { en, it, es, de });
});
afterEach(() => {
  provideFragmentLoader(undefined);
  document.cookie = `${CONSENT.cookieName}=; Path=/; Max-Age=0`;
});

test('the newsletter popup is not loaded while the consent banner is on screen, and is once it is answered', async () => {
  const loader = jest.fn(async () => ({ default: () => <p>popup trigger</p> }));
  provideFragmentLoader(loader);
  render(
    <PlatformProvider>
      <Overlays />
    </PlatformProvider>,
  );
  const banner = screen.getByRole('region', { name: en.consent.title });
  fireEvent.pointerMove(window);
  expect(loader).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: en.consent.rejectAll }));
  expect(banner).not.toBeInTheDocument();
  fireEvent.pointerMove(window);
  expect(await screen.findByText('popup trigger')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mfe_club/NewsletterPopup');
});
