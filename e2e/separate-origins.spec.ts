import { expect, test } from './fixtures/test';
import { E2E } from './ports';
import { islandsHydrated } from './fixtures/islands';

test('remotes served from their own origins compose into the same shop', async ({ page }) => {
  const remoteRequests = new Set<string>();
  page.on('requestfinished', (request) => {
    const origin = new URL(request.url()).origin;
    if (E2E.remoteOrigins.some(({ port }) => origin === `http://127.0.0.1:${port}`)) remoteRequests.add(origin);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`${E2E.splitShop}/en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fine jewellery, made to order in Valenza');
  // The shell is live (it starts once the page's picture is drawn): the links below are the shop's
  // own navigations, each loading its remote from that remote's origin, not pages loaded as HTML.
  expect(await islandsHydrated(page)).toBe(true);
  const main = page.getByRole('navigation', { name: 'Main' }).first();
  await main.getByRole('link', { name: 'About us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await main.getByRole('link', { name: 'Book an appointment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book an appointment');
  await page.getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Club AMA terms' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Club AMA terms');

  expect([...remoteRequests].sort()).toEqual(E2E.remoteOrigins.map(({ port }) => `http://127.0.0.1:${port}`).sort());
  expect(errors).toEqual([]);
});
