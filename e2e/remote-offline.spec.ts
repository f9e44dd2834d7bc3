import { expect, test, type Page } from './fixtures/test';
import { RELEASE } from '../contracts/src/constants';
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

    await page.goBack();
    if (remote.islands) {
      // Back on the broken area: the remote comes back once it is reachable and the shopper retries.
      await expect(area.getByRole('button', { name: 'Try again' })).toBeVisible();
      offline = false;
      await area.getByRole('button', { name: 'Try again' }).click();
    }
    // A page to read whose code fails on the way back is reloaded (docs/requirements.md#resilience): the server's page, as usual.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(remote.title);
  });
}

const noted = (page: Page) => page.evaluate(() => (window as Window & { __marker?: string }).__marker);
const note = (page: Page) => page.evaluate(() => void ((window as Window & { __marker?: string }).__marker = 'this page'));

test('a remote that fails after an in-app navigation reloads the target route once; failing again within 10 s, it shows the fallback, retried in place', async ({ page }) => {
  let offline = true;
  await page.route('**/remotes/mfe-content/**', (route) => (offline ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/en/results');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jewels');
  expect(await islandsHydrated(page)).toBe(true);
  await note(page);

  // About us's code does not load: the shell reloads the target route, and the server's page reads as usual.
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/en\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await expect.poll(() => noted(page)).toBeUndefined();

  // The next failure comes within the 10 s after that reload (set to this moment: the rule's time, not
  // this machine's speed): no second reload, the area's fallback, and "Try again" once it is reachable.
  expect(await islandsHydrated(page)).toBe(true);
  await note(page);
  await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now())), RELEASE.reloadMarkerKey);
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Sustainability' }).click();
  const area = page.locator('#app-mfe_content');
  await expect(area.getByRole('alert')).toContainText('This part of the page could not be loaded');
  offline = false;
  await area.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sustainability and traceability');
  expect(await noted(page)).toBe('this page');
});
