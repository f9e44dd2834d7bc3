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

test('forms announce their errors: submitted empty, each invalid field is read with its error, and the shopper is told', async ({ page, request }) => {
  const eventKey = await openEventKey(request);
  const m = (folder: string, key: string) => message(remoteMessages(folder, 'en'), key);
  const added = await page.request.post('/api/cart/lines?locale=en', { data: { sku: PRODUCT, options: { size: '14' } } });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const forms = [
    { name: 'checkout (contact step)', path: '/en/checkout', submit: m('mfe-cart-checkout', 'checkout.continue') },
    { name: 'newsletter (footer)', path: '/en/about-us', submit: m('mfe-club', 'newsletter.submit') },
    { name: 'club sign-up', path: '/en/club/sign-up', submit: m('mfe-club', 'signUp.submit') },
    { name: 'event registration', path: `/en/events/booking?event=${eventKey}`, submit: m('mfe-events', 'events.form.submit') },
    { name: 'appointment booking', path: '/en/book-an-appointment', submit: m('mfe-events', 'appointments.submit') },
  ];
  for (const { name, path, submit } of forms) {
    await page.goto(path);
    await settled(page);
    // the newsletter is a fragment loaded when the footer comes into view
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const button = page.getByRole('button', { name: submit, exact: true });
    const form = page.locator('form').filter({ has: button });
    await button.click();
    expect(await expectErrorsAnnounced(form, name), name).toBeGreaterThan(0);
  }
});
