// A page to read evaluates no framework code until the shopper needs it (docs/adr-012-load-on-need.md):
// its header works as the server's HTML with a few lines of plain code, a tap on a control that needs
// the code loads it and is not lost, and a link followed before then is a page load of its own.
import { expect, test } from './fixtures/test';
import { frameworkCode, scriptsOf } from './fixtures/framework-code';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('German, a phone: the cart count comes without framework code, and the menu opens at the first tap, which loads it', async ({ page }) => {
  await page.goto('/de/about-us');
  expect((await page.request.post('/api/cart/lines?locale=de', { data: { sku: 'GA-PEN-OV', quantity: 2 } })).status()).toBe(201);
  const scripts = scriptsOf(page);
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script' && /\.js$/.test(request.url())) prefetched.push(new URL(request.url()).pathname);
  });
  await page.reload();

  // The count, drawn by the page's plain code into the server's link, named in German.
  const cart = page.getByRole('link', { name: 'Warenkorb, 2 Schmuckstücke' });
  await expect(cart).toContainText('2');
  await expect(page.getByRole('link', { name: 'Wunschliste, 0 Schmuckstücke' })).toBeVisible();
  // Longer than the old start after the load event waited: still nothing of React, the shell or a remote.
  await page.waitForTimeout(3_500);
  expect(frameworkCode(scripts)).toEqual([]);
  expect(scripts.some((url) => /\/shell\/first\./.test(url))).toBe(true);
  // Its files, the shell's own main.js among them, are fetched once the page is idle (prefetched into the cache, not evaluated).
  await expect.poll(() => prefetched.some((url) => /\/shell\/libraries-react\./.test(url))).toBe(true);
  await expect.poll(() => prefetched.some((url) => /\/shell\/main\./.test(url))).toBe(true);

  // The first tap on the menu opens it by itself (a popover), and asks for the code.
  await page.getByRole('button', { name: 'Menü öffnen' }).tap();
  const menu = page.locator('#ama-mobile-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link').first()).toBeVisible();
  await expect.poll(() => frameworkCode(scripts).some((url) => /libraries-react/.test(url))).toBe(true);
  // Live: the button now offers to close it.
  await expect(page.getByRole('button', { name: 'Menü schließen' })).toBeVisible();
  // The island hydrated over the drawn count: it reads the same.
  await expect(page.getByRole('link', { name: 'Warenkorb, 2 Schmuckstücke' })).toContainText('2');
});

test('English, a phone: a link followed before any code loaded is a page load of the server, and loads no framework code either', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/en/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  // The first link of the page's text that leads to another page to read.
  const link = page.getByRole('main').locator('a[href="/en/zero-mining"]').first();
  await link.tap();
  await expect(page).toHaveURL(/\/en\/zero-mining$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual(['/en/zero-mining']);
  expect(frameworkCode(scripts)).toEqual([]);
});

test('a page with islands in its area (the listing) still starts its code by itself, once its picture is drawn', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/en/results');
  await expect.poll(() => frameworkCode(scripts).some((url) => /libraries-react/.test(url))).toBe(true);
});

test("Italian, a phone: the footer's newsletter form (the club's) comes as the shopper scrolls towards it", async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/it/about-us');
  await page.waitForLoadState('load');
  expect(frameworkCode(scripts)).toEqual([]);
  await page.getByRole('region', { name: 'Newsletter' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Iscriviti', exact: true })).toBeVisible();
});

test("Spanish, a phone: a short page (an event's), its footer's form near from the start, loads no code while it is read, and the form comes at the first scroll", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/es/events/milan-showroom-evening-2024');
  await page.waitForLoadState('load');
  const newsletter = page.getByRole('region', { name: 'Boletín' });
  // Within the distance that asks for the form's code: near from the start, without a scroll.
  const fromScreen = await newsletter.evaluate((region) => region.getBoundingClientRect().top - window.innerHeight);
  expect(fromScreen).toBeLessThan(600);
  await page.waitForTimeout(1_500);
  expect(frameworkCode(scripts)).toEqual([]);
  await page.mouse.wheel(0, 200);
  await expect(page.getByRole('button', { name: 'Suscribirme', exact: true })).toBeAttached();
  await newsletter.scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Suscribirme', exact: true })).toBeVisible();
});
