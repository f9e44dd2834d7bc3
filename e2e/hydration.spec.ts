import { expect, test, type Page } from './fixtures/test';
import { warmUp } from './fixtures/shop-pages';
import { collectProblems } from './fixtures/page-problems';
import { islandsHydrated } from './fixtures/islands';

// The browser takes over the server's markup (hydration): no mismatch, no repaint, and the shop behaves
// as a single-page app from then on.

/**
 * Until every island the server rendered has hydrated (docs/adr-009-islands.md: the header's, the
 * footer's and the area's; an area without islands stays HTML and loads no code) and React has nothing
 * left to do; then the page's h1. One call into the page (this runs for every route in every language).
 */
async function hydrated(page: Page, remote: string): Promise<string | undefined> {
  if (!(await islandsHydrated(page))) throw new Error(`#app-${remote}: its islands did not hydrate`);
  return page.evaluate(async () => {
    // Hydration runs in scheduler tasks; after two idle periods it has committed.
    const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 }));
    await idle();
    await idle();
    return document.querySelector('main h1')?.textContent ?? undefined;
  });
}

test.beforeAll(async ({ request }) => {
  // The home page's first query may be cold (the e2e shops allow a render 5 s, e2e/servers.ts); this
  // spec is about hydrating what the server rendered, so it starts once it is warm.
  await warmUp(request, '/en', 'mfe_catalog');
});

// Every page of every language hydrates without an error or warning: e2e/every-page.spec.ts walks them.

test("the server's nodes are kept: the page is hydrated, not painted again", async ({ page }) => {
  const problems = collectProblems(page);
  await page.addInitScript(() => {
    // Before any of the shop's scripts run: the heading as the server sent it.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as Window & { __ssrH1?: Element | null }).__ssrH1 = document.querySelector('main h1');
    });
  });
  await page.goto('/en');
  await hydrated(page, 'mfe_catalog');
  await page.waitForLoadState('networkidle');
  // the header responds: React is in charge of it
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('combobox', { name: 'Search the jewels' })).toBeFocused();

  const heading = await page.evaluate(() => {
    const ssrH1 = (window as Window & { __ssrH1?: Element | null }).__ssrH1;
    return { text: ssrH1?.textContent, connected: ssrH1?.isConnected, same: ssrH1 === document.querySelector('main h1') };
  });
  expect(heading).toEqual({ text: 'Fine jewellery, made to order in Valenza', connected: true, same: true });
  expect(problems).toEqual([]);
});

test('after hydration, links navigate inside the page without reloading it', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/en');
  await hydrated(page, 'mfe_catalog');
  await page.evaluate(() => ((window as Window & { __marker?: string }).__marker = 'same document'));

  // a link of the hydrated area itself …
  await page.getByRole('main').getByRole('link', { name: 'Discover the jewels' }).click();
  await expect(page).toHaveURL(/\/en\/results$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jewels');
  // … then the header and the footer, to other remotes
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/en\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Club AMA terms' }).click();
  await expect(page).toHaveURL(/\/en\/club\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Club AMA terms');

  expect(await page.evaluate(() => (window as Window & { __marker?: string }).__marker)).toBe('same document');
  expect(problems).toEqual([]);
});

test('back on a page that was server-rendered, its area renders again without a hydration error', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/en');
  await hydrated(page, 'mfe_catalog');
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'About us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');

  await page.getByRole('link', { name: 'AMA — home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fine jewellery, made to order in Valenza');
  await expect(page.getByRole('main').getByRole('link', { name: /Gaia/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('every script the page preloads is used', async ({ page }) => {
  const unused: string[] = [];
  page.on('console', (msg) => {
    if (/preloaded using link preload but not used/.test(msg.text())) unused.push(msg.text());
  });
  await page.goto('/en');
  await hydrated(page, 'mfe_catalog');
  // Chromium reports a preload nothing used a few seconds after the load event.
  await page.waitForTimeout(4_000);
  expect(unused).toEqual([]);
});

/**
 * Opens /en/about-us with the header's code held back, as on a slow phone. A page to read loads its code
 * only when the shopper needs it (docs/adr-012-load-on-need.md): `tapped` makes the first tap, then
 * returns once that tap has asked for the code, while the header is not live yet; the returned function
 * lets the code load.
 */
async function aboutUsWithHeaderCodeHeld(page: Page, tap: () => Promise<void>): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const layoutAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/shell\/layout\.[0-9a-f]+\.js$/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.goto('/en/about-us', { waitUntil: 'domcontentloaded' });
  await tap();
  await layoutAsked;
  return release;
}

test.describe('islands (docs/adr-009-islands.md)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a tap on the header's menu before its code arrived opens the menu at once, under the header; the live island then names it to close", async ({ page }) => {
    const problems = collectProblems(page);
    // The header's code arrives late, as on a slow phone: the shopper taps the server's button first.
    const release = await aboutUsWithHeaderCodeHeld(page, () => page.getByRole('button', { name: 'Open menu' }).click());
    const menu = page.locator('#ama-mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'About us' })).toBeVisible();
    const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
    expect(await menu.evaluate((panel) => panel.getBoundingClientRect().top)).toBeCloseTo(headerBottom, 0);
    // A group opens as HTML too, and stays open once the code runs.
    await menu.getByText('Collections').click();
    await expect(menu.getByRole('link', { name: 'Gaia' })).toBeVisible();

    release();
    expect(await islandsHydrated(page)).toBe(true);
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Gaia' })).toBeVisible();
    // Live: it closes from its button, and opens again.
    await close.click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a tap on the language before its code arrived opens the list at once, under its button; a choice opens this page in that language, remembered', async ({
    page,
    context,
  }) => {
    const problems = collectProblems(page);
    const release = await aboutUsWithHeaderCodeHeld(page, () => page.getByRole('button', { name: 'Language: English' }).click());
    const list = page.locator('#ama-languages');
    await expect(list.getByRole('link', { name: 'Deutsch' })).toBeVisible();
    // Both read in one frame: the brand fonts may arrive at any moment and move the button (and the list with it).
    const [button, placed] = await list.evaluate((element) => [
      document.querySelector(`[popovertarget="${element.id}"]`)!.getBoundingClientRect().toJSON(),
      element.getBoundingClientRect().toJSON(),
    ]);
    expect(placed.y).toBeCloseTo(button.y + button.height, 0);
    expect(placed.x + placed.width).toBeCloseTo(button.x + button.width, 0);

    release();
    await list.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Über uns');
    await expect(list).toBeHidden();
    expect((await context.cookies()).find(({ name }) => name === 'ama_locale')?.value).toBe('de');
    expect(problems).toEqual([]);
  });

  test('a click on a desktop header group before its code arrived opens it at once, under its button; once live the mouse opens it and a navigation closes it', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const jewels = page.getByRole('banner').getByRole('button', { name: 'Jewels', exact: true });
    const release = await aboutUsWithHeaderCodeHeld(page, () => jewels.click());
    const panel = page.locator('#ama-nav-shop');
    await expect(panel.getByRole('link', { name: 'All jewels' })).toBeVisible();
    // Both read in one frame: the brand fonts may arrive at any moment and move the button (and the panel with it).
    const [button, placed] = await panel.evaluate((element) => [element.previousElementSibling!.getBoundingClientRect().toJSON(), element.getBoundingClientRect().toJSON()]);
    expect(placed.y).toBeCloseTo(button.y + button.height, 0);
    expect(placed.x).toBeCloseTo(button.x, 0);

    release();
    expect(await islandsHydrated(page)).toBe(true);
    await expect(panel).toBeVisible();
    // Live: it closes from its button; the mouse over the next group opens that one; a link closes it.
    await jewels.click();
    await expect(panel).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Collections', exact: true }).hover();
    const collections = page.locator('#ama-nav-collections');
    await expect(collections).toBeVisible();
    await collections.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/collections\//);
    await expect(collections).toBeHidden();
    expect(problems).toEqual([]);
  });

  test("a tap on the header's search before its code arrived opens the bar at once, under the header; the live island focuses it", async ({ page }) => {
    const problems = collectProblems(page);
    const searchButton = page.getByRole('banner').locator('button[popovertarget="ama-search"]');
    const release = await aboutUsWithHeaderCodeHeld(page, async () => {
      await expect(searchButton).toHaveAccessibleName('Search');
      await searchButton.click();
    });
    // Open at once, right under the header, not over it: the browser opens it, the plain code places it.
    const searchbox = page.getByRole('combobox', { name: 'Search the jewels' });
    await expect(searchbox).toBeVisible();
    const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
    expect(await page.locator('#ama-search').evaluate((bar) => bar.getBoundingClientRect().top)).toBeCloseTo(headerBottom, 0);

    release();
    await expect(searchbox).toBeFocused();
    // Live now: the bar closes from its button, and a search moves through the shop without a reload.
    await searchButton.click();
    await expect(searchbox).toBeHidden();
    await page.evaluate(() => ((window as Window & { __marker?: string }).__marker = 'same document'));
    await searchButton.click();
    await searchbox.fill('solitaire');
    await searchbox.press('Enter');
    await expect(page).toHaveURL(/\/en\/results\?q=solitaire$/);
    await expect(searchbox).toBeHidden();
    expect(await page.evaluate(() => (window as Window & { __marker?: string }).__marker)).toBe('same document');
    expect(problems).toEqual([]);
  });

  test("a page to read runs the shell's code once it has loaded, or at once when the shopper taps before", async ({ page }) => {
    const problems = collectProblems(page);
    const shellLibraries: string[] = [];
    page.on('request', (request) => {
      if (/\/shell\/libraries\.[0-9a-f]+\.js$/.test(request.url())) shellLibraries.push(request.url());
    });
    // A picture of the page is slow, as on a phone's network: the page has not loaded yet. The hero is
    // the WebP the browser chose from its srcset, or its SVG.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/images\/(\d+\/)?[^/]+\.(svg|webp)$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/about-us', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('interactive');
    // The page reads as HTML; the shell's entry runs, but its libraries wait for the page's load.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    expect(await page.evaluate(() => document.readyState)).toBe('interactive');
    expect(shellLibraries).toEqual([]);

    // The shopper taps the header's menu: it opens by itself, and the code starts now.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#ama-mobile-menu')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    expect(shellLibraries).toHaveLength(1);
    release();
    expect(problems).toEqual([]);
  });

  test('what a shopper types into a form before its code arrives is kept once it is live, and sent', async ({ page }) => {
    const problems = collectProblems(page);
    // Every script held back, as on a slow phone: the server's form is all there is for a while.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?.*)?$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/club/custom-design', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Your request' });
    await form.getByRole('combobox', { name: /^Kind of piece/ }).selectOption('necklace');
    await form.getByRole('textbox', { name: /^Describe your piece/ }).fill('A small necklace with our daughter’s initial in rose gold');
    await form.getByRole('textbox', { name: /^Your budget in euros/ }).fill('1800');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Giulia Rossi');
    expect(await page.evaluate(() => document.querySelector('[data-island-hydrated]'))).toBeNull();

    release();
    expect(await islandsHydrated(page)).toBe(true);
    // Sent without the e-mail: only what was not typed is asked for, and what was typed is still there.
    await form.getByRole('button', { name: /^Send my request/ }).click();
    await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
    for (const [name, value] of [
      [/^Describe your piece/, 'A small necklace with our daughter’s initial in rose gold'],
      [/^Your budget in euros/, '1800'],
      ['Name', 'Giulia Rossi'],
    ] as const) {
      const field = form.getByRole('textbox', { name, exact: typeof name === 'string' });
      await expect(field).toHaveValue(value);
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(form.getByRole('combobox', { name: /^Kind of piece/ })).toHaveValue('necklace');
    expect(problems).toEqual([]);
  });

  test('a page to read that nobody touches hydrates its header once it has loaded', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/de/guides/4c');
    expect(await islandsHydrated(page)).toBe(true);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.locator('#ama-mobile-menu')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a page without islands loads none of its remote's code, and the remote's app takes over on the next page", async ({ page }) => {
    const problems = collectProblems(page);
    const contentScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().includes('/mfe-content/')) contentScripts.push(request.url());
    });
    await page.goto('/en/about-us');
    await hydrated(page, 'mfe_content');
    await page.waitForLoadState('networkidle');
    expect(contentScripts).toEqual([]);
    await page.evaluate(() => ((window as Window & { __marker?: string }).__marker = 'same document'));

    await page.getByRole('contentinfo').getByRole('link', { name: 'Help centre' }).click();
    await expect(page).toHaveURL(/\/en\/help$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('About us');
    expect(contentScripts.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as Window & { __marker?: string }).__marker)).toBe('same document');
    expect(problems).toEqual([]);
  });
});

for (const locale of ['it', 'de'] as const) {
  test(`a reload of each checkout step hydrates without an error, and the step stays (${locale})`, async ({ page }) => {
    const problems = collectProblems(page);
    expect((await page.request.post(`/api/cart/lines?locale=${locale}`, { data: { sku: 'GA-PEN-OV' } })).status()).toBe(201);
    // What a shopper typed on the earlier steps, as the checkout keeps it for the tab.
    await page.addInitScript(() => {
      const address = { country: 'IT', region: '', province: 'MI', city: 'Milano', address: 'Via della Spiga 1', zipCode: '20121' };
      const draft = {
        contact: { name: 'Giulia', surname: 'Rossi', email: 'giulia@example.com', phone: '+39 347 123 4567' },
        shipping: address,
        billing: { sameAsShipping: true, address, fiscalCode: 'RSSMRA85T10A562S' },
      };
      sessionStorage.setItem('ama-checkout-draft', JSON.stringify(draft));
    });
    for (const step of ['contact', 'shipping', 'payment']) {
      await page.goto(`/${locale}/checkout?step=${step}`);
      await page.reload();
      expect(await islandsHydrated(page), step).toBe(true);
      await expect(page).toHaveURL(new RegExp(`step=${step}$`));
    }
    expect(problems).toEqual([]);
  });
}
