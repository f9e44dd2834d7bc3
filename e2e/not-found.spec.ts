import { expect, test } from './fixtures/test';
import { LIVE } from './fixtures/live-shop';
import { islandsHydrated } from './fixtures/islands';

test('a path no remote claims answers 404 and shows "Page not found" with the full path', LIVE, async ({ page }) => {
  const response = await page.goto('/en/no-such-jewel?colour=blue');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/en/no-such-jewel?colour=blue')).toBeVisible();
  // header and footer still work
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'About us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
});

test('an unknown locale prefix is a 404 too', LIVE, async ({ page }) => {
  const response = await page.goto('/fr/about-us');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  await expect(page.getByText('/fr/about-us')).toBeVisible();
});

test("client-side navigation to an unclaimed path shows the 404 page in the shopper's language", LIVE, async ({ page }) => {
  await page.goto('/de/about-us');
  // A page to read has no client navigation until its code is there (docs/adr-012-load-on-need.md).
  expect(await islandsHydrated(page)).toBe(true);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/de/gibt-es-nicht');
  });
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByText('/de/gibt-es-nicht')).toBeVisible();
});
