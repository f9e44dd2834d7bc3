// Cookie consent and the analytics tag (docs/consent.md). These start as new visitors (every
// other spec has the banner answered: playwright.config.ts). The analytics shop has an id configured and
// loads its tag from a fake on loopback (e2e/fixtures/fake-analytics-tag.mjs), never from the vendor.
import { expect, test, type Browser, type Page } from './fixtures/test';
import { CONSENT, consentFromCookieHeader } from '../contracts/src/consent';
import en from '../shell/src/i18n/en.json';
import it from '../shell/src/i18n/it.json';
import es from '../shell/src/i18n/es.json';
import de from '../shell/src/i18n/de.json';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './fixtures/browsers';
import { withConsent } from './fixtures/consent';
import { islandsHydrated } from './fixtures/islands';
import { E2E } from './ports';

test.use({ storageState: { cookies: [], origins: [] } });

const PAGES = ['/en', '/en/about-us', '/en/cookie-policy', '/en/results'];
const banner = (page: Page) => page.getByRole('region', { name: en.consent.title });
const analyticsTag = (page: Page) => page.locator('script[data-ama-analytics]');
/** Every request the page makes to the fake tag's origin. */
const tagRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(E2E.fakeAnalytics)) seen.push(request.url());
  });
  return seen;
};

test('rejected: no analytics script on any page, and the banner does not come back', async ({ page }) => {
  const requests = tagRequests(page);
  await page.goto(`${E2E.analyticsShop}/en`);
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: en.consent.rejectAll }).click();
  await expect(banner(page)).toBeHidden();
  for (const path of PAGES) {
    await page.goto(`${E2E.analyticsShop}${path}`);
    await expect(page.locator('main')).toBeVisible();
    await expect(analyticsTag(page)).toHaveCount(0);
    await expect(banner(page)).toBeHidden();
  }
  expect(requests).toEqual([]);
});

test('accepted with an id configured: the script is on every page and runs (the CSP admits it)', async ({ page }) => {
  await page.goto(`${E2E.analyticsShop}/en`);
  await banner(page).getByRole('button', { name: en.consent.acceptAll }).click();
  await expect(banner(page)).toBeHidden();
  for (const path of PAGES) {
    await page.goto(`${E2E.analyticsShop}${path}`);
    await expect(analyticsTag(page)).toHaveCount(1);
    await expect(analyticsTag(page)).toHaveAttribute('src', `${E2E.fakeAnalytics}/gtag/js?id=${E2E.analyticsId}`);
    await expect.poll(() => page.evaluate(() => (window as { __amaFakeAnalyticsRuns?: number }).__amaFakeAnalyticsRuns)).toBe(1);
  }
});

test('choosing analytics alone, then withdrawing from the footer: gone from the next page on', async ({ page }) => {
  await page.goto(`${E2E.analyticsShop}/en/about-us`);
  // "Choose" is a disclosure (it opens without JavaScript too).
  await banner(page).getByText(en.consent.choose, { exact: true }).click();
  await banner(page)
    .getByRole('checkbox', { name: new RegExp(en.consent.analytics.label) })
    .check();
  await banner(page).getByRole('button', { name: en.consent.save }).click();
  // Saved in the page once hydrated, or by the form's post and the page it comes back to before then:
  // either way the banner goes only when the choice is stored (a navigation now would cancel the post).
  await expect(banner(page)).toBeHidden();
  await page.goto(`${E2E.analyticsShop}/en/about-us`);
  await expect(analyticsTag(page)).toHaveCount(1);

  // "Cookie settings" is an island: it answers once hydrated.
  expect(await islandsHydrated(page)).toBe(true);
  await page.getByRole('contentinfo').getByRole('button', { name: en.consent.settings }).click();
  await expect(banner(page)).toBeFocused();
  await banner(page)
    .getByRole('checkbox', { name: new RegExp(en.consent.analytics.label) })
    .uncheck();
  await banner(page).getByRole('button', { name: en.consent.save }).click();

  // The next page, reached by a link inside the shop (a client navigation becomes a full load) …
  await page.getByRole('contentinfo').getByRole('link', { name: en.footer.cookiePolicy }).click();
  await expect(page).toHaveURL(/\/en\/cookie-policy$/);
  await expect(analyticsTag(page)).toHaveCount(0);
  // … and any page after it.
  await page.goto(`${E2E.analyticsShop}/en`);
  await expect(analyticsTag(page)).toHaveCount(0);
});

/** The consent cookie the context holds, read as the server reads it. */
const storedChoice = async (page: Page) => {
  const cookies = await page.context().cookies();
  const found = cookies.find((cookie) => cookie.name === CONSENT.cookieName);
  return found ? consentFromCookieHeader(`${found.name}=${found.value}`) : null;
};

test.describe('in the server HTML, before any JavaScript', () => {
  const noScript = async (browser: Browser) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    return { context, page: await context.newPage() };
  };

  test('the banner is in the first response; accepting through its form sets the cookie, comes back to the page, and the tag is on it', async ({ browser }) => {
    const { context, page } = await noScript(browser);
    await page.goto(`${E2E.analyticsShop}/en/results?q=ring`);
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: en.consent.acceptAll }).click();
    await expect(page).toHaveURL(`${E2E.analyticsShop}/en/results?q=ring`);
    await expect(banner(page)).toHaveCount(0);
    expect(await storedChoice(page)).toEqual({ analytics: true });
    await expect(analyticsTag(page)).toHaveCount(1);
    await context.close();
  });

  test('choosing works without JavaScript too: the disclosure opens, the box is ticked, the choice saved', async ({ browser }) => {
    const { context, page } = await noScript(browser);
    await page.goto(`${E2E.analyticsShop}/de/about-us`);
    const german = page.getByRole('region', { name: de.consent.title });
    await german.getByText(de.consent.choose, { exact: true }).click();
    await german.getByRole('checkbox', { name: new RegExp(de.consent.analytics.label) }).check();
    await german.getByRole('button', { name: de.consent.save }).click();
    await expect(page).toHaveURL(`${E2E.analyticsShop}/de/about-us`);
    expect(await storedChoice(page)).toEqual({ analytics: true });
    await expect(german).toHaveCount(0);
    await context.close();
  });
});

test('the shell takes the server banner over: one banner, answered in the page without a reload', async ({ page }) => {
  // A page with islands in its area starts its code by itself (a page to read: the next test).
  const response = await page.goto(`${E2E.analyticsShop}/en/results`);
  expect(await response!.text()).toContain(`id="${CONSENT.bannerId}"`);
  const reject = banner(page).getByRole('button', { name: en.consent.rejectAll });
  // Hydrated: React owns the server's button (the same node; before this a click posts the form).
  await expect.poll(() => reject.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  await expect(banner(page)).toHaveCount(1);
  let navigated = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigated = true;
  });
  await reject.click();
  await expect(banner(page)).toHaveCount(0);
  expect(await storedChoice(page)).toEqual({ analytics: false });
  expect(navigated).toBe(false);
});

test('on a page to read, which loads no code until needed, the banner is answered as the form it is: the page comes back without it', async ({ page }) => {
  // docs/adr-012-load-on-need.md: the banner's buttons post its form; the BFF stores the choice and sends the visitor back.
  await page.goto(`${E2E.analyticsShop}/en/about-us`);
  const accept = banner(page).getByRole('button', { name: en.consent.acceptAll });
  await expect(accept).toBeVisible();
  await accept.click();
  await expect(page).toHaveURL(/\/en\/about-us$/);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  expect(await storedChoice(page)).toEqual({ analytics: true });
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const VIEWPORT_AREA = 390 * 844;

  for (const [locale, messages] of [
    ['en', en],
    ['it', it],
    ['es', es],
    ['de', de],
  ] as const) {
    test(`${locale}: the banner covers at most a quarter of the screen`, async ({ page }) => {
      await page.goto(`${E2E.analyticsShop}/${locale}/results`);
      const region = page.getByRole('region', { name: messages.consent.title });
      await expect(region).toBeVisible();
      const box = (await region.boundingBox())!;
      test.info().annotations.push({
        type: 'banner',
        description: `${locale} ${Math.round(box.width)}×${Math.round(box.height)} = ${((100 * box.width * box.height) / VIEWPORT_AREA).toFixed(1)}%`,
      });
      expect(box.width * box.height).toBeLessThanOrEqual(VIEWPORT_AREA / 4);
    });
  }

  /** Whether the element's centre is the element itself (or inside it), not something drawn over it. */
  const uncovered = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => {
      element.scrollIntoView({ block: 'nearest' });
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && element.contains(top);
    });

  test("de at 360×640: the open mobile menu's last entry is not under the banner, which is back once the menu closes", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(`${E2E.analyticsShop}/de/about-us`);
    const region = page.getByRole('region', { name: de.consent.title });
    await expect(region).toBeVisible();
    await page.getByRole('button', { name: de.nav.openMenu }).click();
    await expect(page.locator('#ama-mobile-menu')).toBeVisible();
    expect(await uncovered(page, '#ama-mobile-menu > ul > li:last-child > a')).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await page.getByRole('button', { name: de.nav.closeMenu }).click();
    await expect(region).toBeVisible();
  });

  test("the footer's last line scrolls above the banner, not under it", async ({ page }) => {
    await page.goto(`${E2E.analyticsShop}/en/about-us`);
    await expect(banner(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await uncovered(page, '.ama-footer__bottom')).toBe(true);
    // Nothing scrolls sideways on the phone either (the header's tools fit the screen).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  test.describe("the browser's own paint timing", () => {
    // The browser shoppers run: the headless shell the suite runs in reports a different Largest
    // Contentful Paint on /en/events (the banner's paragraph) than Chromium does (e2e/fixtures/browsers.ts).
    // Launched here: Playwright starts one browser per worker, from the configuration's options.
    let shoppersBrowser: Browser;
    test.beforeAll(async ({ playwright }) => {
      shoppersBrowser = await playwright.chromium.launch({ executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS });
    });
    test.afterAll(async () => {
      await shoppersBrowser?.close();
    });
    for (const path of ['/en/results', '/en/events', '/en/about-us', '/en/guides/4c']) {
      test(`${path}: the banner is not the page's largest contentful paint`, async ({ viewport, isMobile, hasTouch }) => {
        const context = await shoppersBrowser.newContext({ viewport, isMobile, hasTouch });
        const page = await context.newPage();
        await page.goto(`${E2E.analyticsShop}${path}`);
        await expect(banner(page)).toBeVisible();
        const insideBanner = await page.evaluate(
          (id) =>
            new Promise<boolean>((resolve) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
                resolve(Boolean(entries.at(-1)?.element?.closest(`#${id}`)));
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
          CONSENT.bannerId,
        );
        expect(insideBanner).toBe(false);
        await context.close();
      });
    }
  });
});

test.describe('without an analytics id', () => {
  test('a new visitor is asked nothing: nothing optional to consent to', async ({ page }) => {
    const response = await page.goto(`${E2E.shop}/en/results`);
    expect(await response!.text()).not.toContain(`id="${CONSENT.bannerId}"`);
    // The shell's banner root is there once its code runs (it would draw a banner now) and draws none.
    await expect(page.locator(`#${CONSENT.bannerId}`)).toHaveCount(1);
    await expect(page.locator('#ama-header a').first()).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe('without an analytics id, a visitor who accepted', () => {
  test.use({ storageState: withConsent({ cookies: [], origins: [] }, { analytics: true }) });

  test('accepted: still no script', async ({ page }) => {
    await page.goto(`${E2E.shop}/en`);
    await expect(page.locator('main')).toBeVisible();
    await expect(analyticsTag(page)).toHaveCount(0);
    await expect(banner(page)).toBeHidden();
  });
});
