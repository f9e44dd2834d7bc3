// Icons, fonts and illustrations are the shop's own (the original site used a public icon service; this
// shop uses none): a shopper's walk across the areas at a phone's width makes no request that leaves the
// shop's origin and its remotes, and the icons are drawn (docs/icons.md).
import { expect, test } from './fixtures/test';
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
  // The shell adds the faces once their files have loaded (a face added from script reports its family quoted).
  const loaded = () => page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/^"|"$/g, '')));
  await expect.poll(loaded).toEqual(expect.arrayContaining(['Inter Variable', 'Cormorant Garamond']));
  // The fonts the browser really drew the heading and the text with (by the files' own names; the
  // fallbacks would name a system font).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const drawnWith = async (selector: string) => {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map(({ familyName }) => familyName);
  };
  await expect.poll(() => drawnWith('#ama-main h1')).toEqual(expect.arrayContaining([expect.stringMatching(/^Cormorant Garamond/)]));
  await expect.poll(() => drawnWith('#ama-main p')).toEqual(expect.arrayContaining([expect.stringMatching(/^Inter/)]));
  expect(fontRequests.length).toBeGreaterThan(0);
  expect(fontRequests.every((url) => url.startsWith(`${E2E.shop}/shell/assets/`) && url.endsWith('.woff2'))).toBe(true);
});
