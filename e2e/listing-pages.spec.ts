import { expect, test, type Page } from './fixtures/test';
import { message, remoteMessages, shellMessages } from './fixtures/shop-pages';

// A shopper on a phone pages through the listing by price, in German, forward to the end and back: each
// page follows the one before without a gap or a repeat, its links say where it starts (keyset pages,
// docs/search.md#pages), and Back walks the pages again. In Italian, a search of filter names lists
// those filters (docs/search.md#filter-words).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const catalog = remoteMessages('mfe-catalog', 'de');
const next = message(catalog, 'results.next');
const previous = message(catalog, 'results.previous');
const pagination = message(catalog, 'results.pagination');

/** The cards of the page in order: their names and prices (cents). */
async function cards(page: Page) {
  const list = page.getByRole('list').filter({ has: page.locator('.ama-card') });
  const names = await list.locator('.ama-card__name').allTextContents();
  const prices = (await list.locator('.ama-card__price').allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')));
  return { names, prices };
}

test('de, phone: pages by price forward to the last and back, none lost or repeated, Back walks them again', async ({ page }) => {
  await page.goto('/de/results?sort=price');
  const pages = page.getByRole('navigation', { name: pagination });
  const current = pages.locator('[aria-current="page"]');
  // The cards are read once the answer that also draws the pages is shown: the server's render may have
  // sent the list's loading state (a cold catalogue), the browser then fills it.
  await expect(current).toHaveText('1');
  const first = await cards(page);
  expect(first.prices).toHaveLength(24);

  await pages.getByRole('link', { name: next }).click();
  await expect(page).toHaveURL(/\/de\/results\?sort=price&page=2&after=\d+\.\d+\.[A-Z0-9-]+$/);
  await expect(current).toHaveText('2');
  const second = await cards(page);

  await pages.getByRole('link', { name: next }).click();
  await expect(page).toHaveURL(/page=3&after=/);
  await expect(current).toHaveText('3');
  const third = await cards(page);
  await expect(pages.getByRole('link', { name: next })).toHaveCount(0);

  // 56 pieces, each once, dearer page by page.
  const all = [first, second, third];
  expect(all.map((shown) => shown.names.length)).toEqual([24, 24, 8]);
  expect(new Set(all.flatMap((shown) => shown.names)).size).toBe(56);
  const prices = all.flatMap((shown) => shown.prices);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await pages.getByRole('link', { name: previous }).click();
  await expect(page).toHaveURL(/page=2&before=\d+\.\d+\.[A-Z0-9-]+$/);
  // The address changes at once; the cards with the answer that also marks the current page.
  await expect(current).toHaveText('2');
  expect((await cards(page)).names).toEqual(second.names);

  await page.goBack();
  await expect(page).toHaveURL(/page=3&after=/);
  await expect(current).toHaveText('3');
  expect((await cards(page)).names).toEqual(third.names);

  // The last page by its number, as a shared link gives it: the same pieces.
  await page.goto('/de/results?sort=price&page=3');
  await expect(current).toHaveText('3');
  expect((await cards(page)).names).toEqual(third.names);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('it, phone: a search of filter names lists those filters: "anelli oro rosa" shows rings in rose gold, counted only in the ring categories', async ({ page }) => {
  const italian = remoteMessages('mfe-catalog', 'it');
  const shell = shellMessages('it');
  await page.goto('/it');
  await page
    .getByRole('banner')
    .getByRole('button', { name: message(shell, 'nav.search') })
    .click();
  const searchbox = page.getByRole('combobox', { name: message(shell, 'search.label') });
  await searchbox.fill('anelli oro rosa');
  await searchbox.press('Enter');
  await expect(page).toHaveURL(/\/it\/results\?q=anelli(\+|%20)oro(\+|%20)rosa$/);

  // Every piece listed is a ring shown in the gold the shopper named.
  const list = page.getByRole('list').filter({ has: page.locator('.ama-card') });
  await expect(list.locator('.ama-card').first()).toBeVisible();
  const pictures = await list.locator('.ama-card img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(pictures.length).toBeGreaterThan(1);
  for (const src of pictures) expect(src).toMatch(/-rose\.svg$/);

  // The filters beside the list count what the words named: the two ring categories, nothing else.
  await page.getByText(message(italian, 'filters.title'), { exact: true }).click();
  const category = (code: string) => page.getByRole('checkbox', { name: new RegExp(`^${message(italian, `filters.category.values.${code}`)} \\(`) });
  await expect(category('RINGS')).toBeVisible();
  await expect(category('RINGS')).not.toHaveAccessibleName(/\(0\)$/);
  await expect(category('ENGAGEMENT_RINGS')).not.toHaveAccessibleName(/\(0\)$/);
  await expect(category('EARRINGS')).toHaveAccessibleName(/\(0\)$/);
});
