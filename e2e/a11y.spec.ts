import { expect, test } from './fixtures/test';
import { expectErrorsAnnounced, seriousViolations, settled } from './fixtures/a11y';
import { message, openEventKey, remoteMessages } from './fixtures/shop-pages';

// Accessibility: the gate itself (axe-core's WCAG 2.0/2.1 A and AA rules, serious or critical
// violations fail), and forms that announce their errors. The gate runs over every page of every
// language, its open states and its forms with errors in e2e/every-page.spec.ts.

/** A piece every locale sells with a ring size (bff/src/seed/). */
const PRODUCT = 'GA-SOL-OV';

test('the gate can fail: a picture without a text alternative and an unnamed button are reported', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><h1>t</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></body></html>',
  );
  const found = await seriousViolations(page, { locale: 'en', width: 'desktop', route: 'fixture' });
  expect(found.join('\n')).toMatch(/fixture \[en, desktop\] critical image-alt: .* → img/);
  expect(found.join('\n')).toMatch(/critical button-name: .* → button/);
});

/** Each form: its page (an event's registration is that of an open event, given its key), its remote and its submit button's text key; the checkout needs a cart line. */
const FORMS: ReadonlyArray<{ name: string; path: string | ((eventKey: string) => string); folder: string; submit: string; needsCartLine?: true }> = [
  { name: 'checkout (contact step)', path: '/en/checkout', folder: 'mfe-cart-checkout', submit: 'checkout.continue', needsCartLine: true },
  { name: 'newsletter (footer)', path: '/en/about-us', folder: 'mfe-club', submit: 'newsletter.submit' },
  { name: 'club sign-up', path: '/en/club/sign-up', folder: 'mfe-club', submit: 'signUp.submit' },
  { name: 'event registration', path: (eventKey) => `/en/events/booking?event=${eventKey}`, folder: 'mfe-events', submit: 'events.form.submit' },
  { name: 'appointment booking', path: '/en/book-an-appointment', folder: 'mfe-events', submit: 'appointments.submit' },
];

// A test per form: each is a journey of its own (its page loaded, hydrated, submitted), and a failure
// names the form. The five were one test, whose 30 s covered five page loads and hydrations.
for (const form of FORMS) {
  test(`forms announce their errors: ${form.name} submitted empty, each invalid field is read with its error, and the shopper is told`, async ({ page, request }) => {
    if (form.needsCartLine) {
      const added = await page.request.post('/api/cart/lines?locale=en', { data: { sku: PRODUCT, options: { size: '14' } } });
      expect(added.status(), await added.text()).toBeLessThan(300);
    }
    await page.goto(typeof form.path === 'string' ? form.path : form.path(await openEventKey(request)));
    await settled(page);
    // the newsletter is a fragment loaded when the footer comes into view
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const button = page.getByRole('button', { name: message(remoteMessages(form.folder, 'en'), form.submit), exact: true });
    await button.click();
    expect(await expectErrorsAnnounced(page.locator('form').filter({ has: button }), form.name), form.name).toBeGreaterThan(0);
  });
}
