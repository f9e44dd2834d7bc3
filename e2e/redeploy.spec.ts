import { expect, test } from '@playwright/test';
import { islandsHydrated } from './fixtures/islands';

test('a remote whose chunks vanished after a redeploy reloads the route once, and never loops', async ({ page }) => {
  // The events remote's files are gone (a new release replaced them) …
  await page.route('**/remotes/mfe-events/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/en/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  // The shell has started (the header's islands are live): the link below is a client navigation. A
  // click before that is a plain page load, and the route's reload would then be a second load.
  expect(await islandsHydrated(page)).toBe(true);

  // … and the registry now announces a newer release.
  // The registry is asked with the page's locale (?locale=…): matched by its path.
  await page.route(
    (url) => url.pathname === '/api/registry',
    async (route) => {
      const response = await route.fetch();
      const registry = await response.json();
      await route.fulfill({ json: { ...registry, release: `${registry.release}-next` } });
    },
  );

  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Book an appointment' }).click();
  // the shell reloaded the target route once …
  await expect.poll(() => loads).toBe(2);
  await expect(page).toHaveURL(/\/en\/book-an-appointment$/);
  // … and since the files are still missing, the 10 s guard shows the fallback instead of reloading again
  await expect(page.locator('#app-mfe_events').getByRole('alert')).toContainText('This part of the page could not be loaded');
  await page.waitForTimeout(1_000);
  expect(loads).toBe(2);
});
