import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures/test';
import { saveEdit } from './fixtures/source-edits';
import { E2E } from './ports';

// The dev loops of README "Working on one remote" and "Working on the shell", and docs/team-day.md, as a
// team runs them: the content team's `rspack serve`, a shop whose registry points at it
// (REMOTE_OVERRIDES), a page of the remote in Chromium, a saved change, and the change on the next
// reload. The remote is rendered in the browser only (its dev server makes no server build), which the
// shop says in X-Render. Then the shell team's: the shell's `rspack serve` in front of that shop.

const root = path.resolve(__dirname, '..');
const document = path.join(root, 'mfe-content/src/content/documents/aboutUs/en.json');
const devServer = `http://127.0.0.1:${E2E.devServerPort}`;
const shop = `http://127.0.0.1:${E2E.devLoopShopPort}`;
const shellDevServer = `http://127.0.0.1:${E2E.shellDevServerPort}`;
const shellMessages = path.join(root, 'shell/src/i18n/it.json');

const started: ChildProcess[] = [];

/** A process of its own group, so stopping it stops what it started (npm → rspack). */
function start(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }): ChildProcess {
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, detached: true, stdio: 'ignore' });
  started.push(child);
  return child;
}

async function answers(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.describe.configure({ timeout: 240_000 });

/** How long a page of a dev server may take to start in the browser, a cold start on a busy machine. */
const DEV_PAGE_START_MS = 30_000;

/** Stops each started group (its own group: the worker's end does not reach it otherwise). */
function stopStarted() {
  for (const child of started.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** The content team's dev server and the shop that overrides it, started once for the file's walks. */
let shopStarted: Promise<void> | undefined;
function devLoopShop(): Promise<void> {
  shopStarted ??= (async () => {
    start('npm', ['run', 'dev', '-w', 'mfe-content', '--', '--port', String(E2E.devServerPort)], { cwd: root });
    await answers(`${devServer}/mf-manifest.json`, 120_000);
    // The server `npm start` runs, without its build step: the suite's other shops serve the dist/ folders
    // built before the run, and a build (of anything that reads as stale) cleans the dist/ they serve.
    start('node', ['bff/dist/main.js'], {
      cwd: root,
      env: {
        NODE_ENV: 'production',
        PORT: String(E2E.devLoopShopPort),
        HOST: '127.0.0.1',
        DATA_DIR: ':memory:',
        LOG_LEVEL: 'warn',
        REMOTE_OVERRIDES: `mfe_content=${devServer}/mf-manifest.json`,
        REMOTE_ORIGINS: devServer,
      },
    });
    await answers(`${shop}/healthz`, 120_000);
  })();
  return shopStarted;
}

test.afterAll(stopStarted);
// A worker torn down without its afterAll (the run interrupted, a hung test past the run's limit) still
// stops them: a dev server left behind would hold the suite's ports for the next run.
process.once('exit', stopStarted);

test('a change saved in a remote under `npm run dev` shows in the shop that overrides it, on the next reload', async ({ page }) => {
  const title = (JSON.parse(readFileSync(document, 'utf8')) as { title: string }).title;
  const changed = `${title} (saved just now)`;
  let putBack = () => {};
  try {
    await devLoopShop();

    const response = await page.goto(`${shop}/en/about-us`);
    expect(response?.headers()['x-render'], 'the overridden remote renders in the browser').toContain('mfe_content=client');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    putBack = saveEdit(document, (original) => original.replace(JSON.stringify(title), JSON.stringify(changed)));
    // The dev server rebuilds in about a second; each reload asks its latest build.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
  } finally {
    putBack();
  }
});

test('a change saved in the shell under its `npm run dev` shows on any page path of its dev server, which reloads the page', async ({ page }) => {
  const messages = JSON.parse(readFileSync(shellMessages, 'utf8')) as { header: { announcement: string } };
  const announcement = messages.header.announcement;
  const changed = `${announcement} (salvato ora)`;
  let putBack = () => {};
  try {
    await devLoopShop();
    // The shell team's loop: its dev server in front of a running shop (the API, the remotes, the pictures).
    start('npm', ['run', 'dev', '-w', 'shell', '--', '--port', String(E2E.shellDevServerPort)], { cwd: root, env: { AMA_BFF_URL: shop } });
    await answers(`${shellDevServer}/shell/index.html`, 120_000);

    // A page path, not only the root: the dev server answers the shell's HTML for every one. Its page
    // starts in the browser from the dev builds (unminified, the remote from its own dev server): on this
    // 2-core machine, beside the other worker's shop and two rspack compilers, that took over 7 s in CI.
    await page.goto(`${shellDevServer}/it/about-us`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chi siamo', { timeout: DEV_PAGE_START_MS });
    await expect(page.getByText(announcement)).toBeVisible();

    putBack = saveEdit(shellMessages, (original) => original.replace(JSON.stringify(announcement), JSON.stringify(changed)));
    // The page's own dev server client reloads it once the rebuild is done (texts are not hot-applied: "Cannot
    // apply update. Need to do a full reload!"). A reload of the walk's own raced that one and was aborted
    // by it (net::ERR_ABORTED, CI 2026-12-02), so the walk waits for the rebuilt texts and the page, as the
    // team does.
    await expect.poll(async () => (await fetch(`${shellDevServer}/shell/messages-it-json.js`)).text(), { timeout: 60_000 }).toContain('(salvato ora)');
    await expect(page.getByText(changed)).toBeVisible({ timeout: DEV_PAGE_START_MS });
  } finally {
    putBack();
  }
});
