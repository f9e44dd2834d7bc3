import { expect, test } from './fixtures/test';
import { parameterlessPages, shopPage, warmUp } from './fixtures/shop-pages';

// A shopper (or a crawler) whose browser runs no JavaScript gets the whole page from the server.
test.use({ javaScriptEnabled: false });

test.beforeAll(async ({ request }) => {
  for (const home of ['/en', '/it']) await warmUp(request, home, 'mfe_catalog');
});

const everyPage = parameterlessPages('en');
// In another language, a page of each remote.
const samples = parameterlessPages('it').filter((page, index, all) => all.findIndex(({ remote }) => remote === page.remote) === index);

test('every page without parameters shows its heading and text without JavaScript', async ({ page }) => {
  for (const { path, title, intro } of [...everyPage, ...samples]) {
    const response = await page.goto(path);
    expect.soft(response?.status(), path).toBe(200);
    await expect.soft(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
    await expect.soft(page.getByRole('main').getByText(intro, { exact: true }), path).toBeVisible();
    await expect.soft(page.getByRole('contentinfo').getByRole('navigation'), path).toHaveCount(3);
  }
});

test('the home page shows every collection with its picture', async ({ page }) => {
  await page.goto(shopPage('en', 'home').path);
  const collections = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator('img') });
  await expect(collections.filter({ hasText: 'Gaia' })).toBeVisible();
  const count = await collections.count();
  expect(count).toBeGreaterThanOrEqual(8);
  for (const name of ['Gaia', 'Alba', 'Selene', 'Nyx', 'Aisha', 'Aurora', 'Mistral', 'Aria']) {
    const image = collections.filter({ hasText: name }).locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', /\S/);
    // the picture really loaded
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: name }).toBeGreaterThan(0);
    // … in pixels: the browser took a WebP picture from its srcset, the SVG staying its src (docs/seo.md#pictures)
    const taken = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(taken, name).toMatch(/^\/images\/products\/(320|640|960)\/[A-Z0-9-]+-(yellow|white|rose)\.webp$/);
  }
});

test("a guide's pictures are WebP pictures drawn from its SVGs, each of them loaded", async ({ page }) => {
  await page.goto('/it/guides/4c');
  const pictures = page.getByRole('main').locator('img');
  expect(await pictures.count()).toBeGreaterThan(1);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const { src, taken } = await picture.evaluate((img: HTMLImageElement) => ({ src: img.getAttribute('src')!, taken: new URL(img.currentSrc).pathname }));
    // … the browser's choice from the srcset, of the same build file the src names (docs/performance.md)
    const file = /^\/images\/([\w-]+\.[0-9a-f]{8})\.svg$/.exec(src)?.[1];
    expect(file, src).toBeDefined();
    expect(taken).toMatch(new RegExp(`^/images/(320|640|960|1440)/${file}\\.webp$`));
  }
});

test('header and footer links are plain links that lead to their pages', async ({ page }) => {
  await page.goto('/en');
  const aboutUs = page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'About us' });
  await expect(aboutUs).toHaveAttribute('href', '/en/about-us');
  await aboutUs.click();
  await expect(page).toHaveURL(/\/en\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/en\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');

  await page.getByRole('link', { name: 'Cart' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart');

  // a collection, from the home page's list
  await page.getByRole('link', { name: 'AMA — home page' }).click();
  await page
    .getByRole('main')
    .getByRole('link', { name: /Selene/ })
    .click();
  await expect(page).toHaveURL(/\/en\/collections\/selene$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Selene');
});

test("the header's search opens and searches without JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/it/about-us');
  const searchbox = page.getByRole('combobox', { name: 'Cerca tra i gioielli' });
  await expect(searchbox).toBeHidden();
  // The button opens the bar by itself (a popover), and the bar is a GET form of the results page.
  await page.getByRole('banner').getByRole('button', { name: 'Cerca', exact: true }).first().click();
  await expect(searchbox).toBeVisible();
  await searchbox.fill('solitario');
  await searchbox.press('Enter');
  await expect(page).toHaveURL(/\/it\/results\?q=solitario$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Risultati per “solitario”');
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Solitario pavé Selene/ })
      .first(),
  ).toBeVisible();
});
