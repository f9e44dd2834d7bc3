import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT, consentFromCookieHeader } from '@ama/contracts';
import { addMessages, createShopStore, initI18n, PlatformProvider } from '@ama/platform';
import en from '../i18n/en.json';
import it from '../i18n/it.json';
import es from '../i18n/es.json';
import de from '../i18n/de.json';
import { ConsentBanner } from './ConsentBanner';
import { openConsentSettings, writeConsent } from './consent-cookie';

const clearConsentCookie = () => {
  document.cookie = `${CONSENT.cookieName}=; Path=/; Max-Age=0`;
};
const savedChoices = () => consentFromCookieHeader(document.cookie);

beforeEach(() => {
  clearConsentCookie();
  window.history.replaceState(null, '', '/en/about-us');
  createShopStore();
  initI18n('en');
  addMessages('shell', { en, it, es, de });
});
afterEach(clearConsentCookie);

const renderBanner = (onOpenChange = jest.fn()) => {
  render(
    <PlatformProvider>
      <button type="button" onClick={openConsentSettings}>
        {en.consent.settings}
      </button>
      <ConsentBanner optional={['analytics']} returnTo="/en/about-us" onOpenChange={onOpenChange} />
    </PlatformProvider>,
  );
  return onOpenChange;
};
const banner = () => screen.queryByRole('region', { name: en.consent.title });
/** "Choose" is a disclosure's summary (it opens without JavaScript too). */
const choose = () => screen.getByText(en.consent.choose);

test('a first visit shows the banner, without taking focus from the page, and rejecting all remembers it', async () => {
  const onOpenChange = renderBanner();
  expect(banner()).toBeInTheDocument();
  expect(onOpenChange).toHaveBeenLastCalledWith(true);
  expect(banner()).not.toHaveFocus();
  expect(screen.getByRole('link', { name: en.consent.policyLink })).toHaveAttribute('href', '/en/cookie-policy');

  await userEvent.click(screen.getByRole('button', { name: en.consent.rejectAll }));
  expect(banner()).not.toBeInTheDocument();
  expect(savedChoices()).toEqual({ analytics: false });
  expect(onOpenChange).toHaveBeenLastCalledWith(false);
});

test('the banner is a form that works without JavaScript: posted to the BFF with the page to come back to', () => {
  renderBanner();
  const form = banner()!.querySelector('form')!;
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', CONSENT.form.action);
  expect(form.elements.namedItem(CONSENT.form.back)).toHaveValue('/en/about-us');
  const submit = (name: string) => screen.getByRole('button', { name });
  expect(submit(en.consent.rejectAll)).toHaveAttribute('type', 'submit');
  expect(submit(en.consent.rejectAll)).toHaveAttribute('value', 'reject');
  expect(submit(en.consent.acceptAll)).toHaveAttribute('value', 'accept');
  expect(submit(en.consent.save)).toHaveAttribute('value', 'save');
  expect(screen.getByRole('checkbox', { name: new RegExp(en.consent.analytics.label) })).toHaveAttribute('name', 'analytics');
  // The short text, not the long explanation: the banner stays small on a phone.
  expect(banner()).toHaveTextContent(en.consent.short);
  expect(banner()).not.toHaveTextContent(en.consent.intro);
});

test('accepting all grants analytics', async () => {
  renderBanner();
  await userEvent.click(screen.getByRole('button', { name: en.consent.acceptAll }));
  expect(savedChoices()).toEqual({ analytics: true });
});

test('"Choose" explains the categories and saves the one picked, by keyboard alone', async () => {
  renderBanner();
  await userEvent.click(choose());
  expect(choose().closest('details')).toHaveAttribute('open');
  const analytics = screen.getByRole('checkbox', { name: new RegExp(en.consent.analytics.label) });
  expect(analytics).not.toBeChecked();
  expect(screen.getByText(en.consent.analytics.description)).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: new RegExp(en.consent.necessary.label) })).toBeDisabled();

  analytics.focus();
  await userEvent.keyboard(' ');
  expect(analytics).toBeChecked();
  screen.getByRole('button', { name: en.consent.save }).focus();
  await userEvent.keyboard('{Enter}');
  expect(savedChoices()).toEqual({ analytics: true });
  expect(banner()).not.toBeInTheDocument();
});

test('a visitor who chose sees no banner, until "Cookie settings" reopens it with the choice, to withdraw', async () => {
  writeConsent({ analytics: true });
  renderBanner();
  expect(banner()).not.toBeInTheDocument();

  const settings = screen.getByRole('button', { name: en.consent.settings });
  await userEvent.click(settings);
  expect(banner()).toHaveFocus();
  expect(choose().closest('details')).toHaveAttribute('open');
  const analytics = screen.getByRole('checkbox', { name: new RegExp(en.consent.analytics.label) });
  expect(analytics).toBeChecked();

  await userEvent.click(analytics);
  await userEvent.click(screen.getByRole('button', { name: en.consent.save }));
  expect(savedChoices()).toEqual({ analytics: false });
  // Focus goes back where the shopper was.
  expect(settings).toHaveFocus();
});

test('Escape closes reopened settings and keeps the earlier choice; a first visit needs a choice', async () => {
  renderBanner();
  act(() => banner()!.focus());
  await userEvent.keyboard('{Escape}');
  expect(banner()).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: en.consent.acceptAll }));
  await userEvent.click(screen.getByRole('button', { name: en.consent.settings }));
  await userEvent.keyboard('{Escape}');
  expect(banner()).not.toBeInTheDocument();
  expect(savedChoices()).toEqual({ analytics: true });
});

test('a choice the page does not reflect makes the next navigation a full load, and only then', async () => {
  const navigate = (newUrl: string) => {
    const cancelNavigation = jest.fn();
    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { newUrl, cancelNavigation } }));
    return cancelNavigation;
  };
  renderBanner();
  // This page has no analytics tag: rejecting changes nothing, client navigation goes on.
  await userEvent.click(screen.getByRole('button', { name: en.consent.rejectAll }));
  expect(navigate('http://localhost/en/guides')).not.toHaveBeenCalled();

  // Accepting does: the next navigation is cancelled for a full load (jsdom cannot load it; it logs).
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await userEvent.click(screen.getByRole('button', { name: en.consent.settings }));
  await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(en.consent.analytics.label) }));
  await userEvent.click(screen.getByRole('button', { name: en.consent.save }));
  expect(navigate('http://localhost/en/guides')).toHaveBeenCalled();
});

test('without an optional category there is no banner on a visit; "Cookie settings" says only necessary cookies are used', async () => {
  render(
    <PlatformProvider>
      <button type="button" onClick={openConsentSettings}>
        {en.consent.settings}
      </button>
      <ConsentBanner optional={[]} returnTo="/en/about-us" />
    </PlatformProvider>,
  );
  expect(banner()).not.toBeInTheDocument();
  const settings = screen.getByRole('button', { name: en.consent.settings });
  await userEvent.click(settings);
  expect(banner()).toHaveTextContent(en.consent.necessary.description);
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: en.consent.acceptAll })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: en.consent.close }));
  expect(banner()).not.toBeInTheDocument();
  expect(settings).toHaveFocus();
  expect(savedChoices()).toBeNull();
});
