import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIResponse, type Response } from './fixtures/test';
import { E2E } from './ports';
import { shopPage, warmUp } from './fixtures/shop-pages';

// A remote's server code that cannot be used never fails the page: the area is left to the browser,
// header and footer still come from the server. The failures shop's registry
// (e2e/fixtures/ssr-failures-registry.json) gives each remote its own way to fail:
//   mfe_content        server entry on a port nothing listens on (unreachable)
//   mfe_events         a server module whose Root throws (e2e/fixtures/ssr-fixture-server.mjs)
//   mfe_club           a server entry that answers after 2 s (longer than the 300 ms budget)
//   mfe_cart_checkout  down for the server and the browser alike
//   mfe_catalog        as built, server-rendered
test.use({ baseURL: E2E.ssrFailuresShop });

const repoRoot = path.resolve(__dirname, '..');
const registryCopy = path.join(repoRoot, E2E.ssrFailuresRegistry);

/** Served whole, with the server's header and footer, and the remote's area left to the browser. */
async function expectAreaLeftToBrowser(response: APIResponse | Response | null, remote: string) {
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-render']).toBe(`${remote}=client, layout=server`);
  const html = await response!.text();
  expect(html).not.toContain(`id="app-${remote}"`);
  expect(html).toMatch(/<nav class="ama-header__nav" aria-label="Main">[\s\S]*<a class="ama-header__nav-link" href="\/en\/about-us">About us<\/a>/);
  expect(html).toContain('<a href="/en/privacy-policy">Privacy policy</a>');
}

test.beforeAll(() => {
  // The registry the shop reads names the ports the servers listen on (filled from e2e/ports.ts).
  const registry = readFileSync(registryCopy, 'utf8');
  expect(registry).toContain(`http://127.0.0.1:${E2E.ssrFixturePort}/`);
  expect(registry).toContain(`http://127.0.0.1:${E2E.closedPort}/`);
  expect(registry).not.toContain('{{');
});

test('an unreachable server entry: the page is served and the browser renders the area, request after request', async ({ request, page }) => {
  await expectAreaLeftToBrowser(await request.get('/en/about-us'), 'mfe_content');
  // right after, the shop does not try (and wait) again: still served, still left to the browser
  await expectAreaLeftToBrowser(await request.get('/en/sustainability'), 'mfe_content');

  const aboutUs = shopPage('en', 'aboutUs');
  await page.goto(aboutUs.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutUs.title);
  await expect(page.getByRole('main').getByText(aboutUs.intro)).toBeVisible();
});

test('a server module that throws while rendering: the page is served and the browser renders the area', async ({ request, page }) => {
  await expectAreaLeftToBrowser(await request.get('/en/events'), 'mfe_events');
  // the other remotes of the same shop are still rendered on the server
  await warmUp(request, '/en', 'mfe_catalog');

  await page.goto('/en/events');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
});

test('a server entry slower than the budget: the page does not wait for it, later pages use it once loaded', async ({ request, page }) => {
  // A new release moves the club's server entry: the shop starts loading it (2 s) …
  const registry = JSON.parse(readFileSync(registryCopy, 'utf8')) as { remotes: { name: string; serverEntry?: string }[] };
  const club = registry.remotes.find(({ name }) => name === 'mfe_club')!;
  club.serverEntry = `http://127.0.0.1:${E2E.ssrFixturePort}/slow/remoteEntry.js?release=${Date.now()}`;
  writeFileSync(registryCopy, JSON.stringify(registry, null, 2));

  // … and the page asked meanwhile is served without it, its area rendered by the browser
  const response = await page.goto('/en/club');
  await expectAreaLeftToBrowser(response, 'mfe_club');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Club AMA');

  // the load went on in the background: a later page is rendered with the (fixture's) server module
  await expect.poll(async () => (await request.get('/en/club/terms')).headers()['x-render'], { timeout: 10_000 }).toBe('mfe_club=server, layout=server');
  expect(await (await request.get('/en/club/terms')).text()).toContain('rendered by the slow fixture');
});

test('a remote down for the server and the browser: a fallback with a retry, header and footer work', async ({ request, page }) => {
  await expectAreaLeftToBrowser(await request.get('/en/cart'), 'mfe_cart_checkout');

  await page.goto('/en/cart');
  const area = page.locator('#app-mfe_cart_checkout');
  await expect(area.getByRole('alert')).toContainText('This part of the page could not be loaded');
  await expect(area.getByRole('button', { name: 'Try again' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Zero mining' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zero mining');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
});
