import { expect, test } from './fixtures/test';
import { LIVE } from './fixtures/live-shop';

test.describe('without a cookie or a supported browser language', () => {
  test.use({ locale: 'fr-FR' });

  test('the bare root redirects to Italian, switching to English sets the cookie and survives a reload', async ({ page, context }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/it$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alta gioielleria su misura, fatta a Valenza');

    await page.getByRole('button', { name: /Lingua: Italiano/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fine jewellery, made to order in Valenza');

    const cookie = (await context.cookies()).find((c) => c.name === 'ama_locale');
    expect(cookie?.value).toBe('en');
    // 365 days, give or take the seconds the test took.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fine jewellery, made to order in Valenza');
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });
});

test('Accept-Language decides the root redirect when there is no cookie', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});

test('switching language keeps the page and its query', LIVE, async ({ page }) => {
  await page.goto('/es/guides/4c?ref=menu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Las 4 C de los diamantes');
  await page.getByRole('button', { name: /Idioma: Español/ }).click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/guides\/4c\?ref=menu$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die 4 C der Diamanten');
});

// The server renders the language links with the query its page reads only (its page cache keys on
// that); a choice made before the shell's code is live must keep the rest all the same. A CI run failed
// so: the tap came before the code, and the German page lost "?ref=menu".
test('switching language before any of the shell’s code runs keeps the page and its query', async ({ page }) => {
  // Only the page's first script runs (it remembers the choice); everything it would load next is refused.
  await page.route('**/*.js', (route) => (/\/shell\/first\.[0-9a-f]+\.js$/.test(route.request().url()) ? route.continue() : route.abort()));
  await page.goto('/es/guides/4c?ref=menu');
  await page.getByRole('button', { name: /Idioma: Español/ }).click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/guides\/4c\?ref=menu$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die 4 C der Diamanten');
});

test('a trailing slash redirects to the path without it', LIVE, async ({ request }) => {
  const response = await request.get('/en/about-us/?from=mail', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/en/about-us?from=mail');
});
