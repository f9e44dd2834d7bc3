// Canaries and the shop's own rollback (docs/delivery.md#canaries, #automatic-rollback): mfe-content
// released, then a candidate served to half the visitors by their bucket cookie, with the real commands;
// the visitors' real-user beacons decide whether the shop aborts it.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from './fixtures/test';
import { withConsent } from './fixtures/consent';
import { islandsHydrated } from './fixtures/islands';
import { popupAlreadySeen } from './fixtures/newsletter-popup';
import { E2E } from './ports';

const root = path.resolve(__dirname, '..');
const releasesDir = path.join(root, E2E.canaryReleasesDir);
const builds = path.join(root, 'test-results', 'canary-builds');

function command(...args: string[]): string {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'bff', 'src', 'releases', 'cli.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, RELEASES_DIR: releasesDir },
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/**
 * A copy of mfe-content's build whose browser app chunk is changed by `change` (its precompressed copy
 * dropped, so the browser gets the change): the server build stays, so pages still render on the server.
 */
function buildWith(name: string, change: (text: string) => string): string {
  const dist = path.join(builds, name);
  cpSync(path.join(root, 'mfe-content', 'dist'), dist, { recursive: true });
  const [chunk] = readdirSync(dist).filter((file) => /^__federation_expose_app\..*\.js$/.test(file));
  writeFileSync(path.join(dist, chunk!), change(readFileSync(path.join(dist, chunk!), 'utf8')));
  rmSync(path.join(dist, `${chunk}.br`), { force: true });
  return dist;
}

const canaryOf = (output: string) => /candidate mfe_content (\S+)/.exec(output)?.[1] ?? '';
const registryFile = () =>
  JSON.parse(readFileSync(path.join(releasesDir, 'registry.json'), 'utf8')) as {
    remotes: Record<string, { canary?: unknown; history: { command: string; by: string; commandLine?: string }[] }>;
  };

/**
 * One visitor whose bucket is `bucket`: a content page, then About us by a client navigation (mfe-content's
 * app mounts in the browser), then away, which sends the page's beacon. Returns what About us showed:
 * the app's page, its fallback, or the server's page after the shell reloaded the route because the app's
 * code failed to load (docs/requirements.md#resilience).
 */
async function visit(browser: Browser, bucket: number): Promise<'page' | 'fallback' | 'reloaded'> {
  const context = await browser.newContext({ storageState: withConsent(popupAlreadySeen([E2E.canaryShop])) });
  await context.addCookies([{ name: 'ama_bucket', value: String(bucket), url: E2E.canaryShop }]);
  const page = await context.newPage();
  await page.goto(`${E2E.canaryShop}/en/guides`);
  expect(await islandsHydrated(page)).toBe(true);
  await page.evaluate(() => void ((window as Window & { __visit?: string }).__visit = 'first page'));
  // What this visit's pages note reaches the shop by sendBeacon on pagehide: the first page's when the
  // visitor leaves, or when the shell reloads About us (it starts the beacon before it does).
  const side = bucket < 50 && canaryRunning() ? 'canary' : 'live';
  const before = await pageViews(side);
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/en\/about-us$/);
  const main = page.locator('main');
  const shown = await Promise.race([
    main
      .getByRole('heading', { level: 1, name: 'About us' })
      .waitFor()
      .then(() => 'page' as const),
    main
      .getByRole('button', { name: 'Try again' })
      .waitFor()
      .then(() => 'fallback' as const),
  ]);
  const reloaded = shown === 'page' && (await page.evaluate(() => (window as Window & { __visit?: string }).__visit)) === undefined;
  await page.goto('about:blank');
  await expect.poll(() => pageViews(side)).toBeGreaterThan(before);
  await context.close();
  return reloaded ? 'reloaded' : shown;
}

/**
 * Until the shop serves the canary bucket this canary (`version`) and renders its content pages on the
 * server. A canary's server code is loaded by the first request that is served it, and a page whose
 * render is over the shop's budget (SSR_BUDGET_MS, 300 ms: easily passed by a cold load on a busy
 * machine) is left to the browser, which for the broken canary means its app on the first page, not on
 * the click the journey is about (a CI run failed so: the first page reloaded under the test).
 */
async function serverRendersCanary(version: string): Promise<boolean> {
  const pages = await Promise.all(
    ['/en/guides', '/en/about-us'].map((address) => fetch(`${E2E.canaryShop}${address}`, { headers: { cookie: 'ama_bucket=10' } }).then((res) => res.text())),
  );
  return pages.every((html) => html.includes(version) && /data-remote="mfe_content" data-ssr=/.test(html));
}

const canaryRunning = () => Boolean(registryFile().remotes.mfe_content?.canary);

/** mfe-content's real page views on one side, as the shop exports them on /metrics. */
async function pageViews(side: 'live' | 'canary'): Promise<number> {
  const res = await fetch(`${E2E.canaryShop}/metrics`, { headers: { authorization: `Bearer ${E2E.canaryMetricsToken}` } });
  const lines = (await res.text())
    .split('\n')
    .filter((line) => line.startsWith('rum_page_views_total{') && line.includes('remote="mfe_content"') && line.includes(`side="${side}"`));
  return lines.reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

test.describe.serial('a canary', () => {
  // Each journey is six to seven whole visitors (a new browser, two pages, the beacon counted on
  // /metrics) and two or three release commands: three times the budget of a one-visitor test.
  test.slow();
  let live = '';
  let broken = '';
  let healthy = '';

  test.beforeAll(() => {
    rmSync(releasesDir, { recursive: true, force: true });
    rmSync(builds, { recursive: true, force: true });
    live = /released mfe_content (\S+)/.exec(command('release', 'mfe-content', '--no-build'))?.[1] ?? '';
    broken = buildWith('broken', (text) => `throw new Error('this canary breaks on mount');\n${text}`);
    healthy = buildWith('healthy', (text) => `${text}\n/* a healthy canary */\n`);
  });

  test('that breaks its area for the visitors in its bucket is aborted by the shop itself; everyone then gets live', async ({ browser }) => {
    const version = canaryOf(command('release', 'mfe-content', '--dist', broken, '--canary', '50'));
    expect(version).not.toBe(live);
    await expect.poll(() => serverRendersCanary(version), { timeout: 15_000 }).toBe(true);
    // Bucket 10 is below the share: the canary, whose app will not load, so the shell reloads About us and
    // the server's page reads as usual, its load failure noted before; bucket 90 is live. Two visits each
    // (two or three page views a visit: the guides, then About us) pass the guard's minimum.
    for (let round = 0; round < 2; round += 1) {
      expect(await visit(browser, 10)).toBe('reloaded');
      expect(await visit(browser, 90)).toBe('page');
    }
    // The guard judges every second (CANARY_CHECK_SECONDS=1) once each side has 3 page views.
    await expect.poll(() => registryFile().remotes.mfe_content!.canary, { timeout: 10_000 }).toBeUndefined();
    const abort = registryFile().remotes.mfe_content!.history.at(-1)!;
    expect(abort).toMatchObject({ command: 'abort', by: 'the shop (automatic rollback)' });
    expect(abort.commandLine).toMatch(/^automatic rollback: .*load failures and fallbacks per page view \d+\.\d % on the canary, 0\.0 % live/);
    expect(command('release', 'status')).toContain(`${version} aborted by the shop (automatic rollback)`);
    // The visitor whose bucket was on the canary is back on live.
    expect(await visit(browser, 10)).toBe('page');
  });

  test('that serves its visitors as well as live is left running', async ({ browser }) => {
    const version = canaryOf(command('release', 'mfe-content', '--dist', healthy, '--canary', '50'));
    await expect.poll(() => serverRendersCanary(version), { timeout: 15_000 }).toBe(true);
    // Three visits a side: the guard's window still holds the broken canary's fallbacks of the journey
    // before (attributed to the canary side), which two healthy visits do not outweigh.
    for (let round = 0; round < 3; round += 1) {
      expect(await visit(browser, 10)).toBe('page');
      expect(await visit(browser, 90)).toBe('page');
    }
    // Several checks later, still running.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(registryFile().remotes.mfe_content!.canary).toMatchObject({ percent: 50 });
    command('release', 'abort', 'mfe-content');
  });
});
