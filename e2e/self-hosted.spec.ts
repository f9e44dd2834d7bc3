// Icons, fonts and illustrations are the shop's own (the original site used a public icon service; this
// shop uses none): a shopper's walk across the areas at a phone's width makes no request that leaves the
// shop's origin and its remotes, and the icons are drawn (docs/icons.md).
import { expect, test } from '@playwright/test';
import en from '../shell/src/i18n/en.json';
import { E2E } from './ports';

test.use({ viewport: { width: 390, height: 844 } });

const WALK = ['/en', '/en/results', '/en/product/GA-SOL-OV', '/en/guides/4c', '/en/help', '/en/events', '/en/cart'];
const OWN_ORIGINS = new Set([E2E.shop, ...E2E.remoteOrigins.map(({ port }) => `http://127.0.0.1:${port}`)]);

test('a walk through the shop requests nothing from another origin, and its icons show', async ({ page }) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && !OWN_ORIGINS.has(url.origin)) elsewhere.push(request.url());
  });
  for (const path of WALK) {
    await page.goto(`${E2E.shop}${path}`);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(elsewhere).toEqual([]);
  // The header's icon buttons carry drawn SVG icons (lucide, bundled), not empty boxes or a font.
  const menuButton = page.getByRole('button', { name: en.nav.openMenu });
  await expect(menuButton.locator('svg path, svg line, svg circle, svg rect').first()).toBeAttached();
  const box = await menuButton.locator('svg').boundingBox();
  expect(box?.width).toBeGreaterThan(10);
});

test("the brand's fonts are the shop's own files, left out of the page's first CSS (the shell asks for them after the first frame), and then set the text", async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto(`${E2E.shop}/en/about-us`);
  // The server's page carries only the metric-matched fallbacks: no web font holds up the first paint.
  const firstCss = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n'));
  expect(firstCss).toContain('Inter Fallback');
  expect(firstCss).not.toMatch(/woff2/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"') && document.fonts.check('500 32px "Cormorant Garamond"'))).toBe(true);
  await expect.poll(() => page.evaluate(async () => (await document.fonts.ready).status)).toBe('loaded');
  const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family));
  expect(loaded).toEqual(expect.arrayContaining(['Inter Variable', 'Cormorant Garamond']));
  expect(fontRequests.length).toBeGreaterThan(0);
  expect(fontRequests.every((url) => url.startsWith(`${E2E.shop}/shell/assets/`) && url.endsWith('.woff2'))).toBe(true);
});
