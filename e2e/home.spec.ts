import { expect, test, type Locator, type Page } from './fixtures/test';
import { message, remoteMessages, shopPage, warmUp, type Locale } from './fixtures/shop-pages';
import { collectProblems } from './fixtures/page-problems';
import { frameworkCode, scriptsOf } from './fixtures/framework-code';
import { islandsHydrated } from './fixtures/islands';

// The home page as a shopper gets it from the real shop: a page to read (docs/adr-012-load-on-need.md).
// Its banner's clip (poster and sources named by the server) plays and pauses by the entry's plain code
// with no framework on the page; every section and where it leads, in English and Italian, no error.

function textsFor(locale: Locale) {
  const catalog = remoteMessages('mfe-catalog', locale);
  const text = (key: string) => message(catalog, `home.${key}`);
  return {
    title: shopPage(locale, 'home').title,
    cta: text('cta'),
    videoFallback: text('banner.videoFallback'),
    pause: text('banner.pause'),
    play: text('banner.play'),
    collections: text('collections.title'),
    stories: text('stories.title'),
    storyLinks: [
      [text('stories.zeroMining.link'), `/${locale}/zero-mining`],
      [text('stories.sustainability.link'), `/${locale}/sustainability`],
      [text('stories.aboutUs.link'), `/${locale}/about-us`],
    ],
    valentine: text('valentine.title'),
    valentineLinks: [
      [text('valentine.engagementRings'), `/${locale}/results?category=ENGAGEMENT_RINGS`],
      [text('valentine.gifts'), `/${locale}/results?category=EARRINGS,NECKLACES,BRACELETS`],
    ],
    ariaLink: text('aria.link'),
  };
}

/** The banner's clip: aria-hidden (decoration), so found by its element rather than by a role. */
const bannerVideo = (page: Page): Locator => page.getByRole('main').locator('video');

test.beforeAll(async ({ request }) => {
  for (const locale of ['en', 'it']) await warmUp(request, `/${locale}`, 'mfe_catalog');
});

for (const locale of ['en', 'it'] as const) {
  test(`the home page in ${locale}: the banner's clip, every section and its link, no error`, async ({ page, request }) => {
    const problems = collectProblems(page);
    const scripts = scriptsOf(page);
    const texts = textsFor(locale);
    await page.goto(`/${locale}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.title);
    await expect(main.getByRole('link', { name: texts.cta })).toHaveAttribute('href', `/${locale}/results`);

    // The clip: muted, looping, inline, decorative, with a poster and the fallback text in the language.
    const video = bannerVideo(page);
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('aria-hidden', 'true');
    await expect(video).toHaveAttribute('poster', /^\/images\/home-banner-poster\.[0-9a-f]{8}\.webp$/);
    await expect(video).toContainText(texts.videoFallback);
    expect(await video.locator('source').evaluateAll((sources) => sources.map((source) => source.getAttribute('type')))).toEqual(['video/webm', 'video/mp4']);
    // Once the page has loaded it plays on its own (no reduced motion asked for), from the root path
    // both builds name clips with.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);
    const currentSrc = await video.evaluate((element: HTMLVideoElement) => element.currentSrc);
    expect(new URL(currentSrc).pathname).toMatch(/^\/images\/home-banner\.[0-9a-f]{8}\.webm$/);
    for (const src of await video.locator('source').evaluateAll((sources) => sources.map((source) => (source as HTMLSourceElement).src))) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()['content-type'], src).toMatch(/^video\/(webm|mp4)/);
    }
    // It can be paused, and played again (WCAG 2.2.2).
    await main.getByRole('button', { name: texts.pause }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await main.getByRole('button', { name: texts.play }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    // All of it with no framework code: a click on the clip's button is not a need for it.
    expect(frameworkCode(scripts)).toEqual([]);

    // The sections, in order, and where each leads.
    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual([texts.collections, texts.stories, texts.valentine, 'Aria']);
    await expect(main.getByRole('region', { name: texts.collections }).getByRole('link', { name: /Aria/ })).toHaveAttribute('href', `/${locale}/collections/aria`);
    const stories = main.getByRole('region', { name: texts.stories });
    for (const [name, href] of texts.storyLinks) await expect(stories.getByRole('link', { name })).toHaveAttribute('href', href!);
    const valentine = main.getByRole('region', { name: texts.valentine });
    for (const [name, href] of texts.valentineLinks) await expect(valentine.getByRole('link', { name })).toHaveAttribute('href', href!);
    await expect(main.getByRole('region', { name: 'Aria' }).getByRole('link', { name: texts.ariaLink })).toHaveAttribute('href', `/${locale}/collections/aria`);

    // A section link leads to its page (a page load: no code was needed on this page).
    await valentine.getByRole('link', { name: texts.valentineLinks[0]![0] }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/results\\?category=ENGAGEMENT_RINGS$`));
    await expect(page.getByRole('checkbox', { name: new RegExp(message(remoteMessages('mfe-catalog', locale), 'filters.category.values.ENGAGEMENT_RINGS')) })).toBeChecked();
    expect(problems).toEqual([]);
  });
}

test('the server names the poster and the clip’s files at the root path both builds name them with', async ({ page, request }) => {
  const response = await request.get('/en');
  expect(response.headers()['x-render']).toContain('mfe_catalog=server');
  const html = await response.text();
  const video = /<video [^>]*>[\s\S]*?<\/video>/.exec(html)?.[0] ?? '';
  expect(video).toContain('muted=""');
  expect(video).toContain('loop=""');
  // Nothing is fetched until it plays.
  expect(video).toContain('preload="none"');
  expect(video).toContain(`${message(remoteMessages('mfe-catalog', 'en'), 'home.banner.videoFallback')}</video>`);
  const sources = [...video.matchAll(/<source src="([^"]+)"/g)].map((match) => match[1]!);
  expect(sources).toEqual([expect.stringMatching(/^\/images\/home-banner\.[0-9a-f]{8}\.webm$/), expect.stringMatching(/^\/images\/home-banner\.[0-9a-f]{8}\.mp4$/)]);
  // The poster is a file at that root path too, cached for a year.
  const serverPoster = /poster="([^"]+)"/.exec(video)?.[1];
  expect(serverPoster).toMatch(/^\/images\/home-banner-poster\.[0-9a-f]{8}\.webp$/);
  for (const [file, type] of [
    [serverPoster!, 'image/webp'],
    [sources[1]!, 'video/mp4'],
  ] as const) {
    const asset = await request.get(file);
    expect(asset.status(), file).toBe(200);
    expect(asset.headers()['content-type'], file).toBe(type);
    expect(asset.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
  }
  expect(html).not.toContain('data:');

  await page.goto('/en');
  expect(await bannerVideo(page).getAttribute('poster')).toBe(serverPoster);
});

test('a shopper who asked for reduced motion sees the poster; the clip loads only when asked to play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const clipRequests: string[] = [];
  page.on('request', (request) => {
    if (/home-banner\.[0-9a-f]+\.(webm|mp4)$/.test(request.url())) clipRequests.push(request.url());
  });
  const problems = collectProblems(page);
  await page.goto('/en', { waitUntil: 'load' });
  const texts = textsFor('en');
  const play = page.getByRole('main').getByRole('button', { name: texts.play });
  await expect(play).toBeVisible();
  const video = bannerVideo(page);
  await page.waitForTimeout(500);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  expect(clipRequests).toEqual([]);

  await play.click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
  expect(clipRequests.length).toBeGreaterThan(0);
  await expect(page.getByRole('main').getByRole('button', { name: texts.pause })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a client navigation to the home page: the clip rendered by React plays and pauses the same', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/en/results');
  expect(await islandsHydrated(page)).toBe(true);
  await page.getByRole('banner').getByRole('link', { name: /^AMA/ }).first().click();
  await expect(page).toHaveURL(/\/en$/);
  const texts = textsFor('en');
  const video = bannerVideo(page);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
  await page.getByRole('main').getByRole('button', { name: texts.pause }).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  expect(problems).toEqual([]);
});
