import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './fixtures/test';
import { islandsHydrated } from './fixtures/islands';
import { E2E } from './ports';

// The route-rules shop reads e2e/fixtures/route-rules.json: the retired collection Nyx → Gaia (301),
// and /it/saldi → the Gaia listing (302, Italian only).
test.use({ baseURL: E2E.routeRulesShop });

const menuTexts = {
  en: { open: 'Open menu', collections: 'Collections' },
  it: { open: 'Apri il menu', collections: 'Collezioni' },
} as const;

for (const locale of ['en', 'it'] as const) {
  test(`${locale}: a typed URL and the shop's own link to a retired collection land on the same page`, async ({ page, request }) => {
    // Typed: the server answers with the rule's redirect, locale kept, before rendering anything.
    const response = await request.get(`/${locale}/collections/nyx?utm_source=mail`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(`/${locale}/collections/gaia?utm_source=mail`);
    await page.goto(`/${locale}/collections/nyx`);
    await expect(page).toHaveURL(`${E2E.routeRulesShop}/${locale}/collections/gaia`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gaia');

    // Linked: the menu still links Nyx; once the shell is live it applies the same rule on the way,
    // without a reload. The home page is a page to read (docs/adr-012-load-on-need.md): until its code
    // is live a followed link is a page load, which the server's redirect above covers.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${locale}`);
    expect(await islandsHydrated(page)).toBe(true);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.getByRole('button', { name: menuTexts[locale].open }).click();
    const menu = page.locator('#ama-mobile-menu');
    await menu.getByText(menuTexts[locale].collections).click();
    const nyx = menu.getByRole('link', { name: 'Nyx' });
    await expect(nyx).toHaveAttribute('href', `/${locale}/collections/nyx`);
    await nyx.click();
    await expect(page).toHaveURL(`${E2E.routeRulesShop}/${locale}/collections/gaia`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gaia');
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    // Back goes to the page before, as after the server's redirect: the retired path is not in the history.
    await page.goBack();
    await expect(page).toHaveURL(`${E2E.routeRulesShop}/${locale}`);
  });
}

test('a temporary rule of one locale redirects with 302 there and nowhere else', async ({ request }) => {
  const italian = await request.get('/it/saldi', { maxRedirects: 0 });
  expect(italian.status()).toBe(302);
  expect(italian.headers()['location']).toBe('/it/results?collection=GAIA');
  expect((await request.get('/en/saldi', { maxRedirects: 0 })).status()).toBe(404);
  const registry = await (await request.get('/api/registry')).json();
  expect(registry.routeRules).toContainEqual({ from: '/it/saldi', to: '/it/results?collection=GAIA', status: 302 });
});

/** Starts the built shop with a rules file; resolves with its exit code and stderr (it must not start). */
function startShop(rulesFile: string, port: number): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const root = path.resolve(__dirname, '..');
  const child = spawn(process.execPath, [path.join(root, 'bff', 'dist', 'main.js')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: ':memory:', LOG_LEVEL: 'warn', ROUTE_RULES_FILE: rulesFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  // Should it start after all, it is stopped, and the test fails on its exit code.
  const timer = setTimeout(() => child.kill('SIGTERM'), 20_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    }),
  );
}

test('a rule pointing off the origin or into a loop: the shop refuses to start and says why', async () => {
  test.setTimeout(60_000);
  const offOrigin = await startShop('e2e/fixtures/route-rules-off-origin.json', E2E.refusedRulesShopPorts[0]);
  expect(offOrigin.code).toBe(1);
  expect(offOrigin.stdout).not.toContain('AMA shop ready');
  expect(offOrigin.stderr).toContain(
    `Invalid route rules in ${path.resolve(__dirname, 'fixtures/route-rules-off-origin.json')} (ROUTE_RULES_FILE):\n` +
      '  rule 1 (/collections/nyx): target "https://evil.example/collections/gaia" is an absolute URL; a target must be a path on this shop\'s origin',
  );

  const loop = await startShop('e2e/fixtures/route-rules-loop.json', E2E.refusedRulesShopPorts[1]);
  expect(loop.code).toBe(1);
  expect(loop.stderr).toContain('  loop: /collections/nyx → /collections/gaia → /collections/nyx (in en, it, es, de)');
});
