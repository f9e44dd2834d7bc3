import { expect, test, type Page } from './fixtures/test';
import { message, regexpEscape, remoteMessages, shopPage, warmUp, type Locale } from './fixtures/shop-pages';
import { collectProblems } from './fixtures/page-problems';
import { islandsHydrated } from './fixtures/islands';

// The ring size the shopper finds follows them: the ring-size guide (mfe-content) → "Shop rings in size N"
// → the listing (mfe-catalog) shows the size and keeps it → a ring's page has it chosen in the
// configurator, rendered so by the server and hydrated without a mismatch.

/** A message with its {{placeholders}} filled in, as i18next writes it. */
const fill = (text: string, values: Record<string, string | number> = {}) => text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

function textsFor(locale: Locale) {
  const content = remoteMessages('mfe-content', locale);
  const catalog = remoteMessages('mfe-catalog', locale);
  const tool = (key: string) => message(content, `ringSize.tool.${key}`);
  return {
    guideTitle: shopPage(locale, 'guideRingSize').title,
    measured: tool('measured'),
    measurement: (kind: 'circumference' | 'diameter') => tool(`measurements.${kind}`),
    millimetres: tool('millimetres'),
    convert: tool('convert'),
    italianScale: tool('scales.it'),
    shopInSize: (size: number) => fill(tool('useSize'), { size }),
    listTitle: message(catalog, 'pages.results.title'),
    jewels: message(catalog, 'results.list'),
    yourSize: (size: number) => fill(message(catalog, 'results.size.chip'), { size }),
    removeSize: (size: number) => fill(message(catalog, 'results.size.remove'), { size }),
    // The option's name comes from the catalogue's data (bff/src/seed/option-labels.ts).
    ringSize: { en: 'Ring size', it: 'Misura', es: 'Talla', de: 'Ringgröße' }[locale],
  };
}

/**
 * Until the area's app has taken over the server's markup (its mount removes data-ssr) and every island
 * has hydrated: a choice made in an island before then is the server's control, which hydration resets.
 */
async function hydrated(page: Page, remote: string) {
  await expect(page.locator(`#app-${remote}`)).not.toHaveAttribute('data-ssr', /.*/);
  expect(await islandsHydrated(page)).toBe(true);
}

const JOURNEYS = [
  // ISO 8653: the Italian size is the inner circumference − 40 mm (54 mm → 14).
  { locale: 'en', measured: 'circumference', typed: '54', size: 14 },
  // A ring's inner diameter, with the Italian decimal comma: 16.6 mm × π = 52.15 mm → 12.
  { locale: 'it', measured: 'diameter', typed: '16,6', size: 12 },
] as const;

for (const { locale, measured, typed, size } of JOURNEYS) {
  test(`${locale}: ring-size guide (${measured} ${typed} mm) → rings in size ${size} → a ring with size ${size} chosen`, async ({ page, request }) => {
    const t = textsFor(locale);
    const problems = collectProblems(page);

    // The guide: what was measured, the millimetres, the size.
    await page.goto(`/${locale}/guides/ring-size`);
    await expect(page.getByRole('heading', { level: 1, name: t.guideTitle })).toBeVisible();
    await hydrated(page, 'mfe_content');
    await page
      .getByRole('radiogroup', { name: t.measured })
      .getByRole('radio', { name: t.measurement(measured) })
      .check();
    await page.getByRole('textbox', { name: t.millimetres }).fill(typed);
    await page.getByRole('button', { name: t.convert }).click();
    const result = page.getByRole('status').filter({ hasText: t.italianScale });
    await expect(result.getByRole('definition').first()).toHaveText(String(size));

    // "Shop rings in size N": the listing of rings, with the size shown and kept in its URL.
    await result.getByRole('link', { name: t.shopInSize(size) }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/results\\?category=RINGS,ENGAGEMENT_RINGS&size=${size}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.listTitle })).toBeVisible();
    await expect(page.getByText(t.yourSize(size), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t.removeSize(size) })).toBeVisible();

    // Every ring links to its page with the size; the first one opens with it chosen.
    const cards = page.getByRole('region', { name: t.jewels }).getByRole('list').first().getByRole('link');
    await expect(cards.first()).toBeVisible();
    const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^/${locale}/product/[A-Z0-9-]+\\?size=${size}$`));
    const first = cards.first();
    const card = (await first.textContent()) ?? '';
    const productPath = hrefs[0]!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${regexpEscape(productPath)}$`));
    await expect(page.getByRole('combobox', { name: t.ringSize })).toHaveValue(String(size));
    // the card's jewel (its name is on the card)
    expect(card).toContain((await page.getByRole('heading', { level: 1 }).textContent())!.trim());

    // The same page loaded directly: the server's markup has the size chosen, and the browser agrees.
    await warmUp(request, productPath, 'mfe_catalog');
    const html = await (await request.get(productPath)).text();
    expect(html).toMatch(new RegExp(`<option value="${size}"[^>]*selected=""`));
    const response = await page.reload();
    expect(response?.headers()['x-render']).toContain('mfe_catalog=server');
    await hydrated(page, 'mfe_catalog');
    await expect(page.getByRole('combobox', { name: t.ringSize })).toHaveValue(String(size));
    // Changing it is the shopper's choice: the page keeps its address.
    await page.getByRole('combobox', { name: t.ringSize }).selectOption(String(size + 1));
    await expect(page.getByRole('combobox', { name: t.ringSize })).toHaveValue(String(size + 1));
    await expect(page).toHaveURL(new RegExp(`${regexpEscape(productPath)}$`));

    expect(problems).toEqual([]);
  });
}

test('an invalid size is ignored: no size shown, plain links, the usual choice on the product page', async ({ page }) => {
  const t = textsFor('en');
  const problems = collectProblems(page);
  const response = await page.goto('/en/results?category=RINGS,ENGAGEMENT_RINGS&size=99');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: t.listTitle })).toBeVisible();
  const first = page.getByRole('region', { name: t.jewels }).getByRole('list').first().getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/en\/product\/[A-Z0-9-]+$/);
  await expect(page.getByText(/Your size/)).toHaveCount(0);
  const href = (await first.getAttribute('href'))!;
  const product = await page.goto(`${href}?size=abc`);
  expect(product?.status()).toBe(200);
  await hydrated(page, 'mfe_catalog');
  await expect(page.getByRole('combobox', { name: t.ringSize })).toHaveValue('');
  expect(problems).toEqual([]);
});
