import { expect, test, type Page } from './fixtures/test';
import { E2E } from './ports';
import { message, regexpEscape, remoteMessages, shellMessages, type Locale } from './fixtures/shop-pages';

// The shopper's way through the catalogue into the cart, against the real shop: the BFF
// prices and stores, the cart area's AddToCartButton and MiniCart come over Module Federation.

/** A message with its {{placeholders}} filled in, as i18next writes it. */
const fill = (text: string, values: Record<string, string | number> = {}) => text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

function textsFor(locale: Locale) {
  const shell = shellMessages(locale);
  const catalog = remoteMessages('mfe-catalog', locale);
  const cart = remoteMessages('mfe-cart-checkout', locale);
  const plural = (messages: typeof cart, key: string, count: number) =>
    fill(message(messages, `${key}_${new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other'}`), { count });
  return {
    openSearch: message(shell, 'nav.search'),
    searchLabel: message(shell, 'search.label'),
    rose: message(catalog, 'filters.gold.values.ROSE'),
    sortBy: message(catalog, 'filters.sort'),
    engraving: message(catalog, 'product.engraving'),
    addToWishlist: message(catalog, 'wishlist.add'),
    savedInWishlist: message(catalog, 'wishlist.saved'),
    moveToCart: message(catalog, 'wishlist.moveToCart'),
    moved: (name: string) => fill(message(catalog, 'wishlist.moved'), { name }),
    wishlistTitle: message(catalog, 'pages.wishlist.title'),
    wishlistLink: (count: number) => plural(catalog, 'wishlist.headerLabel', count),
    addToCart: message(cart, 'addToCart.label'),
    added: message(cart, 'addToCart.added'),
    cartLink: (count: number) => plural(cart, 'miniCart.label', count),
    // Names of pieces and options come from the catalogue's data (bff/src/seed/).
    solitaire: { en: 'solitaire', it: 'solitario', es: 'solitario', de: 'solitär' }[locale],
    ringSize: { en: 'Ring size', it: 'Misura', es: 'Talla', de: 'Ringgröße' }[locale],
  };
}

/** The cards' prices in the order shown, in cents. */
async function listedPrices(page: Page) {
  const texts = await page
    .getByRole('list')
    .filter({ has: page.locator('.ama-card') })
    .locator('.ama-card__price')
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

for (const locale of ['en', 'it'] as const) {
  test(`${locale}: search → filter → sort → configure with an engraving → cart → wishlist → move to cart`, async ({ page }) => {
    const t = textsFor(locale);
    await page.goto(`/${locale}`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: t.cartLink(0) })).toBeVisible();

    // search from the header
    await header.getByRole('button', { name: t.openSearch }).click();
    await page.getByRole('combobox', { name: t.searchLabel }).fill(t.solitaire);
    await page.getByRole('combobox', { name: t.searchLabel }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${locale}/results\\?q=${t.solitaire}$`));

    // filter and sort: both in the URL
    await page.getByRole('checkbox', { name: new RegExp(`^${regexpEscape(t.rose)}`) }).check();
    await expect(page).toHaveURL(/gold=ROSE/);
    await page.getByRole('combobox', { name: t.sortBy }).selectOption('price_desc');
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect
      .poll(async () => {
        const prices = await listedPrices(page);
        return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! >= price);
      })
      .toBe(true);

    // the first jewel, configured with a size and an engraving, into the cart
    const cards = page.locator('.ama-card');
    const firstName = (await cards.first().locator('.ama-card__name').textContent())!;
    await cards.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName);
    await page.getByRole('combobox', { name: t.ringSize }).selectOption('14');
    await page.getByRole('textbox', { name: new RegExp(`^${regexpEscape(t.engraving)}`) }).fill('Ti amo');
    const add = page.getByRole('button', { name: t.addToCart });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByText(t.added)).toBeVisible();
    await expect(header.getByRole('link', { name: t.cartLink(1) })).toBeVisible();

    // another piece to the wishlist, from the listing
    await page.goBack();
    await expect(page).toHaveURL(/sort=price_desc/);
    const secondName = (await cards.nth(1).locator('.ama-card__name').textContent())!;
    await cards.nth(1).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondName);
    await page.getByRole('combobox', { name: t.ringSize }).selectOption('12');
    await page.getByRole('button', { name: t.addToWishlist }).click();
    await expect(page.getByRole('button', { name: t.savedInWishlist })).toHaveAttribute('aria-pressed', 'true');
    await expect(header.getByRole('link', { name: t.wishlistLink(1) })).toBeVisible();

    // the wishlist, and the piece moved to the cart
    await header.getByRole('link', { name: t.wishlistLink(1) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.wishlistTitle);
    await page.getByRole('button', { name: t.moveToCart }).click();
    await expect(page.getByRole('status').filter({ hasText: t.moved(secondName) })).toBeFocused();
    await expect(header.getByRole('link', { name: t.cartLink(2) })).toBeVisible();
    await expect(header.getByRole('link', { name: t.wishlistLink(0) })).toBeVisible();

    // the server keeps it: a reload (a new page) shows the same cart
    await page.reload();
    await expect(header.getByRole('link', { name: t.cartLink(2) })).toBeVisible();
  });
}

test('the visitor cookie is opaque, httpOnly and SameSite=Lax', async ({ page, context }) => {
  await page.goto('/en/product/GA-SOL-OV');
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Saved in your wishlist' })).toBeVisible();
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'ama_visitor');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(Buffer.from(cookie!.value, 'base64url').length).toBeGreaterThanOrEqual(16);
  expect(await page.evaluate(() => document.cookie)).not.toContain('ama_visitor');
});

test('an unknown SKU is the 404 page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/en/product/NO-SUCH-1');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test.describe('with the cart area down', () => {
  // The failures shop's registry points the cart area at a port nothing listens on.
  test.use({ baseURL: E2E.ssrFailuresShop });

  test('the product page still renders and says the cart is unavailable; the wishlist still works', async ({ page }) => {
    const response = await page.goto('/en/product/GA-SOL-OV');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gaia Solitaire Ring');
    await expect(page.getByText('The cart is unavailable right now.', { exact: false })).toBeVisible();
    // The header's counts come from the BFF, not from the cart's code: its link and count stay.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 0 pieces' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Saved in your wishlist' })).toBeVisible();

    // the rest of the shop works, and its header keeps saying so
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'About us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Wishlist, 1 piece' })).toBeVisible();
    // Over the cart, its summary would come from the cart's code: down, the link says so.
    await page.getByRole('banner').getByRole('link', { name: 'Cart, 0 pieces' }).hover();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart: unavailable right now' })).toBeVisible();
  });
});
