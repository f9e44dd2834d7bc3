import { expect, test } from '@playwright/test';
import { islandsHydrated } from './fixtures/islands';

/**
 * `islands`: the page has islands, so its first view needs the remote's code. A page without any is the
 * server's HTML and needs none (docs/adr-009-islands.md): it reads as usual with the remote down, and
 * the fallback shows only when the shopper comes back to it in the browser.
 */
const remotes = [
  { folder: 'mfe-catalog', name: 'mfe_catalog', path: '/en/results', title: 'Jewels', islands: true },
  { folder: 'mfe-cart-checkout', name: 'mfe_cart_checkout', path: '/en/cart', title: 'Cart', islands: true },
  { folder: 'mfe-club', name: 'mfe_club', path: '/en/club/terms', title: 'Club AMA terms', islands: false },
  { folder: 'mfe-events', name: 'mfe_events', path: '/en/events', title: 'Events', islands: false },
  { folder: 'mfe-content', name: 'mfe_content', path: '/en/about-us', title: 'About us', islands: false },
];

for (const remote of remotes) {
  test(`${remote.folder} unreachable: its area shows a fallback with retry, the rest of the shop works`, async ({ page }) => {
    let offline = true;
    await page.route(`**/remotes/${remote.folder}/**`, (route) => (offline ? route.abort('connectionrefused') : route.continue()));

    await page.goto(remote.path);
    const area = page.locator(`#app-${remote.name}`);
    if (remote.islands) await expect(area.getByRole('alert')).toContainText('This part of the page could not be loaded');
    else {
      await expect(area.getByRole('heading', { level: 1 })).toHaveText(remote.title);
      // A page to read starts the shell at its load event: live first, so the header's link below is
      // the shop's own navigation (followed before, it loads its page as HTML, and back is HTML too).
      expect(await islandsHydrated(page)).toBe(true);
    }
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible();

    // another remote still loads, through the header
    const other =
      remote.folder === 'mfe-content' ? { link: 'Book an appointment', title: 'Book an appointment' } : { link: 'Sustainability', title: 'Sustainability and traceability' };
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: other.link }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title);

    // back on the broken area, the remote comes back once it is reachable and the shopper retries
    await page.goBack();
    await expect(area.getByRole('button', { name: 'Try again' })).toBeVisible();
    offline = false;
    await area.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(remote.title);
  });
}

test('a remote that fails after an in-app navigation is retried in place, without a page reload', async ({ page }) => {
  let offline = true;
  await page.route('**/remotes/mfe-content/**', (route) => (offline ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/en/results');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jewels');
  await page.evaluate(() => ((window as Window & { __marker?: string }).__marker = 'no reload'));

  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'About us' }).click();
  const area = page.locator('#app-mfe_content');
  await expect(area.getByRole('alert')).toContainText('This part of the page could not be loaded');

  offline = false;
  await area.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  expect(await page.evaluate(() => (window as Window & { __marker?: string }).__marker)).toBe('no reload');
});
