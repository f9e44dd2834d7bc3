import { expect, test } from './fixtures/test';
import { islandsHydrated } from './fixtures/islands';

test('a GET the BFF answers with 503 is retried once, then a danger toast shows the status', async ({ page }) => {
  let requests = 0;
  await page.route('**/api/collections?**', (route) => {
    requests += 1;
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"UNAVAILABLE","message":"down"}}' });
  });
  // The server renders /en with its collections; in the browser they are asked for on the way there,
  // once the shell is live (a link followed before then loads its page as HTML, as it should).
  await page.goto('/en/about-us');
  expect(await islandsHydrated(page)).toBe(true);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^AMA — / })
    .click();

  const toast = page.getByRole('alert').filter({ hasText: 'Request failed' });
  await expect(toast).toContainText('503 Service Unavailable');
  expect(requests).toBe(2);
  // the page keeps working and offers its own retry
  await expect(page.getByText('The collections could not be loaded.')).toBeVisible();
  await page.unroute('**/api/collections?**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: /Gaia/ })).toBeVisible();
});

test('each request carries the locale of the page', async ({ page }) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/collections') seen.push(url.searchParams.get('locale') ?? '');
  });
  await page.goto('/de/about-us');
  expect(await islandsHydrated(page)).toBe(true);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^AMA — / })
    .click();
  await expect(page.getByRole('heading', { name: 'Die Kollektionen' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Gaia/ })).toBeVisible();
  expect(seen).toEqual(['de']);
});
