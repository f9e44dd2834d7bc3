import { expect, test } from './fixtures/test';
import { LIVE } from './fixtures/live-shop';
import { islandsHydrated } from './fixtures/islands';

declare global {
  interface Window {
    __journeyMarker?: string;
  }
}

test('the header and footer lead through all five remotes without a page reload', LIVE, async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fine jewellery, made to order in Valenza');
  // Live first (the shell starts once the page's picture is drawn): a link followed before then loads
  // its page as HTML, which is right, but not the journey without a reload this test is about.
  expect(await islandsHydrated(page)).toBe(true);
  await page.evaluate(() => (window.__journeyMarker = 'still the same page'));
  const main = page.getByRole('navigation', { name: 'Main' }).first();

  // catalog: Jewels → All jewels
  await main.getByRole('button', { name: 'Jewels' }).click();
  await main.getByRole('link', { name: 'All jewels' }).click();
  await expect(page).toHaveURL(/\/en\/results$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jewels');
  // the submenu closed on navigation (docs/requirements.md#navigation)
  await expect(main.getByRole('link', { name: 'All jewels' })).toBeHidden();

  // content
  await main.getByRole('link', { name: 'About us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');

  // events
  await main.getByRole('link', { name: 'Book an appointment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book an appointment');

  // cart-checkout
  await page.getByRole('link', { name: 'Cart' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart');

  // club, from the footer
  await page.getByRole('contentinfo').getByRole('link', { name: 'Club AMA terms' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Club AMA terms');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart');
  expect(await page.evaluate(() => window.__journeyMarker)).toBe('still the same page');
});

test('on a phone the mobile menu opens, navigates and closes before the next page', LIVE, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/it');
  const toggle = page.getByRole('button', { name: 'Apri il menu' });
  await toggle.click();
  const menu = page.locator('#ama-mobile-menu');
  await expect(menu).toBeVisible();
  await menu.getByText('Collezioni').click();
  await menu.getByRole('link', { name: 'Gaia' }).click();
  await expect(page).toHaveURL(/\/it\/collections\/gaia$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gaia');
  await expect(menu).toBeHidden();
  // closed by the navigation: its button offers to open it again
  await expect(page.getByRole('button', { name: 'Apri il menu' })).toBeVisible();
});

test('on a phone, an expanded submenu of the mobile menu is closed again after navigating', LIVE, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#ama-mobile-menu');
  await menu.getByText('Shapes').click();
  await menu.getByRole('link', { name: 'Oval' }).click();
  await expect(page).toHaveURL(/\/en\/shapes\/oval$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: 'Oval' })).toBeHidden();
});
