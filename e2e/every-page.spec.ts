import { expect, test } from './fixtures/test';
import { CLUB_DEVELOPMENT_ELITE_TOKEN } from '../bff/src/club/settings';
import { seriousViolations, settled, type Where } from './fixtures/a11y';
import { islandsHydrated } from './fixtures/islands';
import { collectProblems } from './fixtures/page-problems';
import { pageWidth } from './fixtures/page-width';
import { LOCALES, message, openEventKey, parameterlessPages, regexpEscape, remoteMessages, shellMessages, warmUp, type Locale, type ShopPage } from './fixtures/shop-pages';

// Every page of every area in every language, walked once by one browser page per language (a browser
// per route would cost minutes), and each page checked for what every page owes a shopper:
// - it is rendered by the server and hydrated without an error or warning, its heading the route's
//   (docs/adr-009-islands.md);
// - no page scrolls sideways on a 320 px phone, and nothing is cut at its right edge
//   (docs/accessibility.md#navigation);
// - axe-core's WCAG 2.0/2.1 A and AA rules find no serious or critical violation at a phone's and a
//   desktop's width (German at the phone's, English at the desktop's: walkWidths), nor, in every
//   language, in the layout's open states or the forms submitted empty.
// Each test gathers everything it meets and fails once, listing route, language, width and what failed.
// These were three walks (a11y, hydration, page-position): one load of each page now serves them all.

const NARROWEST = { width: 320, height: 700 };
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

/**
 * The width each language's pages are checked with axe at: German (the longest words) at a phone's,
 * English at a desktop's, Italian and Spanish at none; so every page is checked at both widths, once each.
 * axe's rules read structure, names, roles and colours, which one template gives every language alike;
 * what a language changes is its words, which the key-parity test keeps complete and the 320 px check
 * below keeps inside the page, in every language. axe on every page was half of this walk's time, and
 * English and German at both widths a fifth of the e2e run's (issue 42: CI time). The open states and the
 * forms with errors, whose names and messages are the language's own, are checked at both widths in
 * every language.
 */
const WALK_AXE_WIDTH: Partial<Record<Locale, (typeof WIDTHS)[number]['name']>> = { de: 'phone', en: 'desktop' };
const walkWidths = (locale: Locale) => WIDTHS.filter(({ name }) => name === WALK_AXE_WIDTH[locale]);

/** A piece every locale sells with a ring size (bff/src/seed/). */
const PRODUCT = 'GA-SOL-OV';

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

// A trace records every step of ~150 checks; its cost is a good part of the run, and the failure
// messages already name route, width and what failed.
test.use({ trace: 'off' });

test.beforeAll(async ({ request }) => {
  // The listing's first query may be cold (the e2e shops allow a render 5 s, e2e/servers.ts); the walk
  // asks every page to be server-rendered, so it starts once they are warm.
  for (const locale of LOCALES) {
    await warmUp(request, `/${locale}`, 'mfe_catalog');
    await warmUp(request, `/${locale}/results`, 'mfe_catalog');
  }
});

/** The header and footer are the same on every page: axe checks them in full on the home page, the 404 and their open states. */
const LAYOUT = ['#ama-header', '#ama-footer'];

for (const locale of LOCALES) {
  const axeWidths = walkWidths(locale).map(({ name }) => name);
  const walkAxe = axeWidths.length > 0 ? `no serious axe violation at ${axeWidths.join(' and ')} width, nor` : 'no serious axe violation';
  test(`every page in ${locale}: server-rendered and hydrated cleanly, no sideways scroll at 320 px, ${walkAxe} in the open states and the forms with errors`, async ({
    page,
    request,
  }) => {
    // About two and a half minutes alone; more on a machine busy with other work.
    test.setTimeout(480_000);
    const found: string[] = [];
    const problems = collectProblems(page);
    /** axe on the page as it is, at one width (the viewport resized: the same page, no new navigation). */
    const checkAt = async (width: (typeof WIDTHS)[number], route: string, exclude: string[] = []) => {
      if (page.viewportSize()?.width !== width.viewport.width) await page.setViewportSize(width.viewport);
      await settled(page);
      found.push(...(await seriousViolations(page, { locale, width: width.name, route } satisfies Where, { exclude })));
    };
    /** Loads `path` at 320 px and checks it; a parameterless `route` is also held to its heading, its server render and a clean console. */
    const visit = async (path: string, { layout = false, route }: { layout?: boolean; route?: ShopPage } = {}) => {
      const started = Date.now();
      const before = problems.length;
      if (page.viewportSize()?.width !== NARROWEST.width) await page.setViewportSize(NARROWEST);
      const response = await page.goto(path);
      expect.soft(await islandsHydrated(page), `${path}: its islands hydrated`).toBe(true);
      await settled(page);
      if (route) {
        expect.soft(response?.headers()['x-render'], path).toContain(`${route.remote}=server`);
        expect.soft(await page.locator('main h1').textContent(), path).toBe(route.title);
        expect.soft(problems.slice(before), `${path}: console errors and warnings`).toEqual([]);
      }
      const width = await pageWidth(page);
      expect.soft(width, `${path} at 320 px`).toEqual({ scrollWidth: width.width, width: NARROWEST.width, cut: [] });
      // with the layout: the footer's newsletter section in view, which loads its form (a fragment of the
      // club area). The section itself, not the footer: on a phone the footer is taller than the screen.
      if (layout) {
        await page.getByRole('region', { name: message(shellMessages(locale), 'footer.newsletter') }).scrollIntoViewIfNeeded();
        await expect(page.getByRole('button', { name: message(remoteMessages('mfe-club', locale), 'newsletter.submit'), exact: true })).toBeVisible();
      }
      for (const width of walkWidths(locale)) await checkAt(width, path, layout ? [] : LAYOUT);
      if (process.env.WALK_TIMING) console.log(`${path} ${Date.now() - started} ms`);
    };

    const eventKey = await openEventKey(request);
    const [home, ...others] = parameterlessPages(locale);
    await visit(home!.path, { layout: true, route: home });
    for (const route of others) await visit(route.path, { route });
    for (const path of parameterisedPaths(locale, eventKey)) await visit(path);
    await visit(`/${locale}/no-such-jewel`, { layout: true });

    // open states of the layout: the phone's menu, a desktop menu group, the search, the languages
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
    await page.keyboard.press('Escape');
    await header.getByRole('button', { name: new RegExp(regexpEscape(message(shell, 'nav.language').split('{{')[0]!)) }).click();
    await expect(page.locator('#ama-languages')).toBeVisible();
    await checkAt(desktop, `/${locale} (languages open)`);

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
