import { expect, test } from './fixtures/test';
import { islandsHydrated } from './fixtures/islands';

test('a remote whose files vanished (a redeploy) reloads the target route once, and never loops', async ({ page }) => {
  // The events remote's files are gone (a new release replaced them) …
  await page.route('**/remotes/mfe-events/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/en/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  // The shell has started (the header's islands are live): the link below is a client navigation. A
  // click before that is a plain page load, and the route's reload would then be a second load.
  expect(await islandsHydrated(page)).toBe(true);

  // A failed load reloads its route whether or not the registry names a newer release (docs/requirements.md#resilience).
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Book an appointment' }).click();
  // the shell reloaded the target route once …
  await expect.poll(() => loads).toBe(2);
  await expect(page).toHaveURL(/\/en\/book-an-appointment$/);
  // … and since the files are still missing, the 10 s guard shows the fallback instead of reloading again
  await expect(page.locator('#app-mfe_events').getByRole('alert')).toContainText('This part of the page could not be loaded');
  await page.waitForTimeout(1_000);
  expect(loads).toBe(2);
});
