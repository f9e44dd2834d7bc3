import { request as httpRequest } from 'node:http';
import { expect, test, type APIResponse } from './fixtures/test';
import { FOOTER_COLUMNS, NAV_GROUPS, NAV_LINKS } from '../shell/src/layout/nav-items';
import { E2E } from './ports';
import { htmlText, LOCALES, message, parameterlessPages, platformMessages, regexpEscape, shellMessages, shopPage, warmUp, type Locale } from './fixtures/shop-pages';

// Plain HTTP, no browser: what a crawler, a link preview or a shopper without JavaScript receives.

/** One region of the server's HTML. */
function region(html: string, name: 'header' | 'main' | 'footer'): string {
  const bounds = { header: ['<div id="ama-header"', '<main'], main: ['<main', '</main>'], footer: ['<div id="ama-footer"', '<div id="ama-overlays"'] }[name];
  const start = html.indexOf(bounds[0]!);
  const end = html.indexOf(bounds[1]!, start + 1);
  expect(start, `${name} region`).toBeGreaterThan(-1);
  return html.slice(start, end);
}

const link = (href: string, text: string) => new RegExp(`<a [^>]*href="${regexpEscape(htmlText(href))}"[^>]*>${regexpEscape(htmlText(text))}</a>`);
const localised = (locale: string, to: string) => (to === '/' ? `/${locale}` : `/${locale}${to}`);

/** The whole header menu (groups and links) and every footer link, in the page's language. */
function expectLayout(html: string, locale: Locale) {
  const messages = shellMessages(locale);
  const header = region(html, 'header');
  for (const group of NAV_GROUPS) {
    expect(header).toContain(`>${htmlText(message(messages, group.key))}<`);
    for (const { key, to } of group.links) expect(header).toMatch(link(localised(locale, to), message(messages, key)));
  }
  for (const { key, to } of NAV_LINKS) expect(header).toMatch(link(localised(locale, to), message(messages, key)));
  const footer = region(html, 'footer');
  for (const column of FOOTER_COLUMNS) {
    for (const { key, to } of column.links) expect(footer).toMatch(link(localised(locale, to), message(messages, key)));
  }
}

function expectHead(html: string, locale: Locale, path: string, title: string, description: string) {
  const origin = E2E.shop;
  expect(html).toMatch(new RegExp(`<html lang="${locale}"`));
  expect(html).toContain(`<title>${htmlText(title)} | AMA</title>`);
  expect(html).toContain(`<meta name="description" content="${htmlText(description).replace(/&#x27;/g, '&#39;')}">`);
  expect(html).toContain(`<link rel="canonical" href="${origin}${path}">`);
  const rest = path.replace(/^\/[a-z]{2}/, '');
  const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [lang, href]);
  expect(alternates).toEqual([
    ['en', `${origin}/en${rest}`],
    ['it', `${origin}/it${rest}`],
    ['es', `${origin}/es${rest}`],
    ['de', `${origin}/de${rest}`],
    ['x-default', `${origin}/it${rest}`],
  ]);
  expect(html).toContain(`<meta property="og:title" content="${htmlText(title).replace(/&#x27;/g, '&#39;')}">`);
}

function expectServerRendered(response: APIResponse, remote: string) {
  const render = response.headers()['x-render'] ?? '';
  expect(render).toContain(`${remote}=server`);
  expect(render).toContain('layout=server');
}

/** The state the browser hydrates from: JSON that no value can close the <script> of. */
function serverState(html: string): unknown {
  const match = /<script type="application\/json" id="ama-state"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'the #ama-state script').not.toBeNull();
  expect(match![1]).not.toContain('<');
  return JSON.parse(match![1]!);
}

test.beforeAll(async ({ request }) => {
  await warmUp(request, '/en', 'mfe_catalog');
});

test('the home page arrives rendered: intro, collections with their images, menus, footer, head and state', async ({ request }) => {
  const page = shopPage('en', 'home');
  const response = await request.get(page.path);
  expect(response.status()).toBe(200);
  expectServerRendered(response, 'mfe_catalog');
  const html = await response.text();

  const main = region(html, 'main');
  expect(main).toContain(`id="app-mfe_catalog"`);
  expect(main).toMatch(new RegExp(`<h1[^>]*>${regexpEscape(htmlText(page.title))}</h1>`));
  expect(main).toContain(htmlText(page.intro));
  // every collection the API knows, with its name and picture
  const { items } = (await (await request.get('/api/collections?locale=en')).json()) as { items: { name: string; imageUrl: string }[] };
  expect(items.map(({ name }) => name)).toEqual(expect.arrayContaining(['Gaia', 'Alba', 'Selene', 'Nyx']));
  for (const { name, imageUrl } of items) {
    expect(main).toContain(`>${htmlText(name)}</span>`);
    expect(main).toContain(`<img src="${htmlText(imageUrl)}"`);
  }

  expectLayout(html, 'en');
  expect(region(html, 'footer')).toMatch(link('/en/privacy-policy', 'Privacy policy'));
  expectHead(html, 'en', page.path, page.title, page.description);
  expect(JSON.stringify(serverState(html))).toContain('"name":"Gaia"');
});

for (const { locale, key } of [
  { locale: 'it', key: 'aboutUs' },
  { locale: 'de', key: 'guide4c' },
] as const) {
  test(`${locale} ${key} arrives rendered in its language, with menus, footer and head`, async ({ request }) => {
    const page = shopPage(locale, key);
    const response = await request.get(page.path);
    expect(response.status()).toBe(200);
    expectServerRendered(response, 'mfe_content');
    const html = await response.text();
    const main = region(html, 'main');
    expect(main).toMatch(new RegExp(`<h1[^>]*>${regexpEscape(htmlText(page.title))}</h1>`));
    expect(main).toContain(htmlText(page.intro));
    expectLayout(html, locale);
    expectHead(html, locale, page.path, page.title, page.description);
    serverState(html);
  });
}

for (const { path, locale, remote } of [
  { path: '/en/collections/atlantis', locale: 'en', remote: 'mfe_catalog' },
  { path: '/it/shapes/heart', locale: 'it', remote: 'mfe_catalog' },
  { path: '/de/no-such-jewel', locale: 'de', remote: undefined },
] as const) {
  test(`${path} is a server-rendered 404 in its language, kept out of search indexes`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    if (remote) expectServerRendered(response, remote);
    else expect(response.headers()['x-render']).toContain('layout=server');
    const html = await response.text();
    const title = message(platformMessages(locale), 'notFound.title');
    expect(region(html, 'main')).toMatch(new RegExp(`<h1[^>]*>${regexpEscape(htmlText(title))}</h1>`));
    expect(region(html, 'main')).toContain(path);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<title>${htmlText(title)} | AMA</title>`);
    expect(html).toMatch(new RegExp(`<html lang="${locale}"`));
    expectLayout(html, locale);
  });
}

/** The head every page carries, whatever its title says: a title, a description, canonical and language versions. */
function expectHeadComplete(html: string, locale: Locale, path: string) {
  expect(html, path).toMatch(new RegExp(`<html lang="${locale}"`));
  expect(html, path).toMatch(/<title>[^<]+ \| AMA<\/title>/);
  expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}">/);
  expect(html, path).toContain(`<link rel="canonical" href="${E2E.shop}${path}">`);
  const rest = path.replace(/^\/[a-z]{2}/, '');
  const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [lang, href]);
  expect(alternates, path).toEqual([...LOCALES.map((language) => [language, `${E2E.shop}/${language}${rest}`]), ['x-default', `${E2E.shop}/it${rest}`]]);
}

test('every page without parameters, in every language, has its whole head in the server HTML', async ({ request }) => {
  for (const locale of LOCALES) {
    for (const { path } of parameterlessPages(locale)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectHeadComplete(await response.text(), locale, path);
    }
  }
});

test('markup in the URL is shown as text and cannot leave its element or the page state', async () => {
  // Sent as is (the request fixture would percent-encode it): the 404 page shows the path it was asked for.
  const attack = '/en/no-such-jewel?q=</script><!--<img/src=x/onerror=alert(1)>';
  const { status, html } = await new Promise<{ status: number; html: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: E2E.shopPort, path: attack }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, html: body }));
    });
    req.on('error', reject);
    req.end();
  });
  expect(status).toBe(404);
  expect(region(html, 'main')).toContain(htmlText(attack));
  expect(html).not.toContain('</script><!--');
  expect(html).not.toContain('<img/src=x');
  serverState(html);
});
