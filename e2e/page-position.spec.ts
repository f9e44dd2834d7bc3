import { expect, test, type Page } from './fixtures/test';
import { islandsHydrated } from './fixtures/islands';

// Where a page opens, and how wide it is (docs/accessibility.md#navigation): a followed link opens the
// new page at its top with the focus on its heading, Back returns where the shopper was, and no page of
// any language scrolls sideways on a 320 px phone, nor the header at any phone's width.

const PHONE = { width: 390, height: 844 };
const NARROWEST = { width: 320, height: 700 };

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** Marks the document: still there after a click, the click moved in the page (client navigation). */
const markDocument = (page: Page) => page.evaluate(() => ((window as Window & { __samePage?: boolean }).__samePage = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage === true);

test('a product tapped in a scrolled listing opens at its top, its heading focused; Back returns to the same place in the list', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/it/results');
  expect(await islandsHydrated(page)).toBe(true);
  const products = page.getByRole('main').locator('a[href*="/product/"]');
  const far = products.nth(7);
  await far.scrollIntoViewIfNeeded();
  const listY = await scrollY(page);
  expect(listY).toBeGreaterThan(400);
  await markDocument(page);

  await far.click();
  await expect(page).toHaveURL(/\/it\/product\//);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
  expect(await sameDocument(page)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/it\/results$/);
  await expect.poll(() => scrollY(page)).toBe(listY);
  await expect(far).toBeInViewport();

  await page.goForward();
  await expect(page).toHaveURL(/\/it\/product\//);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a footer link of another area opens its page at the top, and Back returns to the foot of the page left', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/de/product/GA-SOL-OV');
  expect(await islandsHydrated(page)).toBe(true);
  const link = page.getByRole('contentinfo').locator('a[href="/de/return-policy"]');
  await link.scrollIntoViewIfNeeded();
  const footY = await scrollY(page);
  expect(footY).toBeGreaterThan(800);
  await markDocument(page);

  await link.click();
  await expect(page).toHaveURL(/\/de\/return-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await scrollY(page)).toBe(0);
  expect(await sameDocument(page)).toBe(true);

  await page.goBack();
  await expect.poll(() => scrollY(page)).toBe(footY);
});

// No page of any language scrolls sideways at 320 px: e2e/every-page.spec.ts walks them all.

/**
 * The header is the same on every page and the widest thing on a phone's (a menu button, the logo and four
 * 44 px tools), so it is walked a pixel at a time: a phone's width is any number, and a slow network shows
 * the fallback font first, whose letters are a little wider. A 390 px phone once scrolled 2 px sideways
 * while the fonts were on their way.
 */
for (const fonts of ['with its web fonts', 'before its web fonts arrive'] as const) {
  test(`the header fits every width from 320 to 480 px, ${fonts}: nothing scrolls sideways`, async ({ page }) => {
    if (fonts === 'before its web fonts arrive') await page.route(/\.woff2?$/, (route) => route.abort());
    await page.setViewportSize(NARROWEST);
    await page.goto('/de/about-us');
    await page.evaluate(() => document.fonts.ready);
    const wider: string[] = [];
    for (let width = NARROWEST.width; width <= 480; width += 1) {
      await page.setViewportSize({ width, height: NARROWEST.height });
      const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (over > 0) wider.push(`${width} px: ${over} px too wide`);
    }
    expect(wider).toEqual([]);
  });
}

test('a page to read keeps its place on a phone while its first picture is still on its way', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // The hero held back, as on a slow network: the page is drawn, and read, before it comes.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/images\/(\d+\/)?valenza-workshop\.[^/]+$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/about-us', { waitUntil: 'domcontentloaded' });
  const contents = page.getByRole('navigation', { name: 'On this page' });
  const before = (await contents.boundingBox())!.y;
  release();
  const hero = page.getByRole('img', { name: /goldsmith/ });
  await expect.poll(() => hero.evaluate((picture: HTMLImageElement) => picture.complete && picture.naturalWidth > 0)).toBe(true);
  expect((await contents.boundingBox())!.y).toBe(before);
});

test('desktop product page: the picture stays beside the configurator and never covers the promises or the suggestions', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/product/GA-SOL-OV');
  // The product's own picture is named after it, as its heading is.
  const productName = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const picture = page.getByRole('main').getByRole('img', { name: productName, exact: true }).first();
  for (const name of ['The AMA promise', 'You may also like']) {
    const section = page.getByRole('region', { name });
    await section.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const [picked, below] = await Promise.all([picture.boundingBox(), section.boundingBox()]);
    // Boxes in the viewport's coordinates: the picture ends above the section begins.
    expect(picked!.y + picked!.height, name).toBeLessThanOrEqual(below!.y + 1);
  }
});
