// Cookie consent and the analytics tag (issue 13; docs/consent.md). These start as new visitors (every
// other spec has the banner answered: playwright.config.ts). The analytics shop has an id configured and
// loads its tag from a fake on loopback (e2e/fixtures/fake-analytics-tag.mjs), never from the vendor.
import { expect, test, type Page } from '@playwright/test';
import en from '../shell/src/i18n/en.json';
import { withConsent } from './fixtures/consent';
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
  await banner(page).getByRole('button', { name: en.consent.choose }).click();
  await banner(page).getByRole('checkbox', { name: new RegExp(en.consent.analytics.label) }).check();
  await banner(page).getByRole('button', { name: en.consent.save }).click();
  await page.goto(`${E2E.analyticsShop}/en/about-us`);
  await expect(analyticsTag(page)).toHaveCount(1);

  await page.getByRole('contentinfo').getByRole('button', { name: en.consent.settings }).click();
  await expect(banner(page)).toBeFocused();
  await banner(page).getByRole('checkbox', { name: new RegExp(en.consent.analytics.label) }).uncheck();
  await banner(page).getByRole('button', { name: en.consent.save }).click();

  // The next page, reached by a link inside the shop (a client navigation becomes a full load) …
  await page.getByRole('contentinfo').getByRole('link', { name: en.footer.cookiePolicy }).click();
  await expect(page).toHaveURL(/\/en\/cookie-policy$/);
  await expect(analyticsTag(page)).toHaveCount(0);
  // … and any page after it.
  await page.goto(`${E2E.analyticsShop}/en`);
  await expect(analyticsTag(page)).toHaveCount(0);
});

test.describe('without an analytics id', () => {
  test.use({ storageState: withConsent({ cookies: [], origins: [] }, { analytics: true }) });

  test('accepted: still no script', async ({ page }) => {
    await page.goto(`${E2E.shop}/en`);
    await expect(page.locator('main')).toBeVisible();
    await expect(analyticsTag(page)).toHaveCount(0);
    await expect(banner(page)).toBeHidden();
  });
});
