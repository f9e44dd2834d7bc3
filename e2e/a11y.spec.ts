import { expect, test, type APIRequestContext } from '@playwright/test';
import { CLUB_DEVELOPMENT_ELITE_TOKEN } from '../bff/src/club/settings';
import { expectErrorsAnnounced, seriousViolations, settled, type Where } from './fixtures/a11y';
import { LOCALES, message, parameterlessPages, remoteMessages, shellMessages, warmUp, type Locale } from './fixtures/shop-pages';

// Accessibility gate: axe-core's WCAG 2.0/2.1 A and AA rules over every route of every area in every
// language, at a phone width (and a desktop width in English and German: walkWidths), with no serious or
// critical violation. One page per language navigates through all routes (a browser per route would
// cost minutes); each test collects every violation it meets and fails once, listing route, language,
// width, rule and targets.

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

/**
 * The widths each language's pages are walked at: every language at a phone's, English and German (the
 * longest words) at a desktop's too. axe's rules read structure, names and colours, which a language
 * changes but the width does not; the open states and the forms with errors are checked at both widths
 * in every language. Half the desktop walks, about a minute of the suite.
 */
const walkWidths = (locale: Locale) => (locale === 'en' || locale === 'de' ? WIDTHS : WIDTHS.slice(0, 1));

/** A piece every locale sells with a ring size (bff/src/seed/), and the seeded events the specs share. */
const PRODUCT = 'GA-SOL-OV';

async function openEventKey(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get('/api/events?locale=en')).json()) as { upcoming: { key: string }[] };
  const event = list.upcoming.find(({ key }) => key.startsWith('valenza-atelier-winter-evening-'));
  if (!event) throw new Error('no open event in the seed');
  return event.key;
}

/** The routes with parameters, each once: a product, a collection, a shape, an event and its booking, ELITE, a member link, the confirmation without an order (the 404 is visited with the layout). */
function parameterisedPaths(locale: Locale, eventKey: string): string[] {
  return [
    `/${locale}/product/${PRODUCT}`,
    `/${locale}/collections/gaia`,
    `/${locale}/shapes/oval`,
    `/${locale}/events/${eventKey}`,
    `/${locale}/events/booking?event=${eventKey}`,
    `/${locale}/club/elite-${CLUB_DEVELOPMENT_ELITE_TOKEN}`,
    `/${locale}/club/member?token=forged`,
    `/${locale}/order-confirmation`,
  ];
}

// A trace records every step of ~90 checks; its cost is a good part of the run, and the failure message
// already names route, width, rule and targets.
test.use({ trace: 'off' });

test.beforeAll(async ({ request }) => {
  await warmUp(request, '/en', 'mfe_catalog');
});

/** The header and footer are the same on every page: checked in full on the home page, the 404 and their open states. */
const LAYOUT = ['#ama-header', '#ama-footer'];

for (const locale of LOCALES) {
  test(`every route and its open states in ${locale}, at ${walkWidths(locale)
    .map(({ name }) => name)
    .join(' and ')} width: no serious or critical axe violation`, async ({ page, request }) => {
    // About two minutes alone; more on a machine busy with other work (CI beside a build, say).
    test.setTimeout(480_000);
    const found: string[] = [];
    /** The page as it is, at one width (the viewport resized: the same page, no new navigation). */
    const checkAt = async (width: (typeof WIDTHS)[number], route: string, exclude: string[] = []) => {
      if (page.viewportSize()?.width !== width.viewport.width) await page.setViewportSize(width.viewport);
      await settled(page);
      found.push(...(await seriousViolations(page, { locale, width: width.name, route } satisfies Where, { exclude })));
    };
    const visit = async (path: string, { layout = false } = {}) => {
      const started = Date.now();
      await page.goto(path);
      // with the layout: the footer's newsletter section in view, which loads its form (a fragment of the
      // club area). The section itself, not the footer: on a phone the footer is taller than the screen.
      if (layout) {
        await page.getByRole('region', { name: message(shellMessages(locale), 'footer.newsletter') }).scrollIntoViewIfNeeded();
        await expect(page.getByRole('button', { name: message(remoteMessages('mfe-club', locale), 'newsletter.submit'), exact: true })).toBeVisible();
      }
      for (const width of walkWidths(locale)) await checkAt(width, path, layout ? [] : LAYOUT);
      if (process.env.A11Y_TIMING) console.log(`${path} ${Date.now() - started} ms`);
    };

    const eventKey = await openEventKey(request);
    const [home, ...others] = parameterlessPages(locale);
    await visit(home!.path, { layout: true });
    for (const { path } of others) await visit(path);
    for (const path of parameterisedPaths(locale, eventKey)) await visit(path);
    await visit(`/${locale}/no-such-jewel`, { layout: true });

    // open states of the layout: the phone's menu, a desktop menu group, the search
    const shell = shellMessages(locale);
    const [phone, desktop] = WIDTHS;
    const header = page.getByRole('banner');
    await page.setViewportSize(phone.viewport);
    await page.goto(`/${locale}`);
    await settled(page);
    await header.getByRole('button', { name: message(shell, 'nav.openMenu') }).click();
    await expect(page.locator('#ama-mobile-menu')).toBeVisible();
    await checkAt(phone, `/${locale} (mobile menu open)`);
    await page.keyboard.press('Escape');
    await page.setViewportSize(desktop.viewport);
    await header
      .getByRole('button', { name: message(shell, 'nav.shop') })
      .first()
      .click();
    await checkAt(desktop, `/${locale} (jewels menu open)`);
    await page.keyboard.press('Escape');
    await header.getByRole('button', { name: message(shell, 'nav.search') }).click();
    await expect(page.getByRole('combobox', { name: message(shell, 'search.label') })).toBeVisible();
    await checkAt(desktop, `/${locale} (search open)`);

    // a cart with a line, and the checkout with it, submitted empty: its errors shown
    const added = await page.request.post(`/api/cart/lines?locale=${locale}`, { data: { sku: PRODUCT, options: { size: '14' } } });
    expect(added.status(), await added.text()).toBeLessThan(300);
    await visit(`/${locale}/cart`);
    await visit(`/${locale}/checkout`);
    const cart = remoteMessages('mfe-cart-checkout', locale);
    await page.getByRole('button', { name: message(cart, 'checkout.continue') }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    for (const width of WIDTHS) await checkAt(width, `/${locale}/checkout (contact step with errors)`, LAYOUT);

    // the club's sign-up submitted empty
    await page.goto(`/${locale}/club/sign-up`);
    await settled(page);
    const club = remoteMessages('mfe-club', locale);
    await page.getByRole('button', { name: message(club, 'signUp.submit') }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    for (const width of WIDTHS) await checkAt(width, `/${locale}/club/sign-up (errors shown)`, LAYOUT);

    expect(found, `serious or critical axe violations:\n${found.join('\n')}`).toEqual([]);
  });
}

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
