// Valid HTML: every page the sitemap lists and every noindex page, rendered by the real shell
// and remotes (npm run build), checked by the Nu Html Checker (vnu-jar, on Java) in one JVM start.
// Run it alone: npx jest bff/src/web/html-validity.test.ts (docs/accessibility.md).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCALES, localisedPath, ROUTES } from '@ama/contracts';
import { createApp } from '../app';
import { eventKeysFrom } from '../events';
import { sitemapDataFrom } from './sitemap-data';
import { catalogueSitemapEntriesFrom } from '../catalog';
import { builtRoot as root, describeWhenBuilt, listening } from './__tests__/web-harness';
import type { EngineContext } from '../test-support/engines';
import { createWebRouter } from '.';

/** The jar inside the vnu-jar package (a root devDependency): no download, works offline. */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');
/** CI sets this (.ci/run installs Java): a missing Java fails there instead of skipping. */
const REQUIRE_JAVA = process.env.REQUIRE_HTML_CHECK === '1';
const JAVA = process.env.JAVA ?? 'java';
/** HTML_CHECK_KEEP=1 keeps the rendered pages in their temporary folder, to read or check them again. */
const KEEP_PAGES = process.env.HTML_CHECK_KEEP === '1';
const javaAnswers = spawnSync(JAVA, ['-version'], { stdio: 'ignore' }).status === 0;

/** A product the catalogue always has, without options to choose: the cart's line. */
const PENDANT = 'GA-PEN-OV';

/** The pages no sitemap lists (a shopper's own, a step of a purchase or booking, errors, a search), per locale. */
const NOINDEX_PAGES = [ROUTES.cart, ROUTES.checkout, ROUTES.orderConfirmation, ROUTES.wishlist, ROUTES.eventBooking, '/club/member', `${ROUTES.results}?q=ring`, '/no-such-page'];

/** A product page of the sitemap: its locale and its piece. */
const PRODUCT_PAGE = /^\/([a-z]{2})\/product\/([^/?]+)$/;

/** The first piece of each category, in the shop's suggested order. */
async function sampledProducts(kysely: EngineContext['db']['kysely']): Promise<Set<string>> {
  const rows = await kysely.selectFrom('products').select(['sku', 'category_code']).orderBy('suggested_rank').orderBy('sku').execute();
  const first = new Map<string, string>();
  for (const row of rows) if (!first.has(row.category_code)) first.set(row.category_code, row.sku);
  return new Set(first.values());
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** How many errors the failure lists one by one, after its summary. */
const MAX_LISTED = 500;

/** Every error as "page:line: message «extract»", after a summary by message (the same one is often in every page). */
function reportOf(errors: VnuMessage[], pageOf: Map<string, string>, pageCount: number): string {
  const lines = errors.map((error) => {
    const file = error.url ? path.basename(new URL(error.url).pathname) : '?';
    const extract = error.extract ? `  «${error.extract.replace(/\s+/g, ' ').trim().slice(0, 120)}»` : '';
    return { page: pageOf.get(file) ?? file, text: `${pageOf.get(file) ?? file}:${error.lastLine ?? '?'}: ${error.message}${extract}` };
  });
  const byMessage = new Map<string, Set<string>>();
  errors.forEach((error, index) => byMessage.set(error.message, (byMessage.get(error.message) ?? new Set()).add(lines[index]!.page)));
  const counts = new Map<string, number>();
  for (const error of errors) counts.set(error.message, (counts.get(error.message) ?? 0) + 1);
  const summary = [...byMessage].map(([message, pages]) => `  ${counts.get(message)}× in ${pages.size} page(s): ${message}`);
  return [
    `The Nu Html Checker found ${errors.length} error(s) in ${new Set(lines.map((line) => line.page)).size} of ${pageCount} pages:`,
    ...summary,
    '',
    ...lines.slice(0, MAX_LISTED).map((line) => line.text),
    ...(lines.length > MAX_LISTED ? [`… and ${lines.length - MAX_LISTED} more (HTML_CHECK_KEEP=1 keeps the pages to check them again)`] : []),
  ].join('\n');
}

const describeWithJava: typeof describeWhenBuilt =
  javaAnswers || REQUIRE_JAVA
    ? describeWhenBuilt
    : (title) =>
        describe.skip(title, () => it(`needs Java to run the Nu Html Checker ("${JAVA} -version" failed): install Debian's default-jre-headless, or set JAVA`, () => undefined));

describeWithJava('the HTML of every server-rendered page (Nu Html Checker)', (context) => {
  let dir: string;
  let server: Awaited<ReturnType<typeof listening>>;
  /** file name → the page's path and query, for the failure's message. */
  const pageOf = new Map<string, string>();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ama-html-'));
    const { config, db } = context();
    const web = createWebRouter({
      repoRoot: root,
      host: '127.0.0.1',
      ssr: { enabled: true, budgetMs: 10_000, pageCacheSeconds: 0 },
      sitemapData: sitemapDataFrom(catalogueSitemapEntriesFrom(db.kysely), eventKeysFrom(db.kysely)),
      warn: () => undefined,
    });
    server = await listening(createApp({ config, db, web }));
  });
  afterAll(async () => {
    await server?.close();
    if (!dir) return;
    if (KEEP_PAGES) console.log(`html-validity: the pages checked are kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  });

  it('has no errors in any page, in any language', async () => {
    expect(javaAnswers).toBe(true); // REQUIRE_HTML_CHECK=1 and no Java: fail, do not skip
    const origin = `http://127.0.0.1:${server.port}`;
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
      const url = new URL(match[1]!.replace(/&amp;/g, '&'));
      return url.pathname + url.search;
    });
    expect(listed.length).toBeGreaterThan(LOCALES.length);

    // A cart with a line (the cart and checkout pages with something in them), for one visitor.
    const added = await fetch(`${origin}/api/cart/lines?locale=en`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sku: PENDANT, quantity: 1 }),
    });
    expect(added.status).toBe(201);
    const visitor = (added.headers.get('set-cookie') ?? '').split(';', 1)[0]!;

    // Every product page in English; in the other languages one piece of each category. A product page
    // is one template filled with its piece's options, which every piece shows in English; a language
    // changes only the words, escaped by React into valid markup. All of them were a third of this run.
    const sampled = await sampledProducts(context().db.kysely);
    const checked = listed.filter((page) => {
      const product = PRODUCT_PAGE.exec(page);
      return !product || product[1] === 'en' || sampled.has(product[2]!);
    });
    expect(checked.length).toBeLessThan(listed.length);

    const noindex = LOCALES.flatMap((locale) => [...NOINDEX_PAGES, `/club/elite-${context().config.club.eliteToken}`].map((page) => localisedPath(locale, page)));
    const pages = [...new Set([...checked, ...noindex])];
    for (const [index, page] of pages.entries()) {
      const res = await fetch(origin + page, { headers: { Cookie: visitor }, redirect: 'manual' });
      const expected = page.endsWith('/no-such-page') ? 404 : 200;
      expect([page, res.status]).toEqual([page, expected]);
      const file = `${String(index).padStart(3, '0')}${page.replace(/[^A-Za-z0-9]+/g, '_')}.html`;
      writeFileSync(path.join(dir, file), await res.text());
      pageOf.set(file, page);
    }
    expect(readdirSync(dir)).toHaveLength(pages.length);

    // One JVM for every page: it takes seconds to start.
    const vnu = spawnSync(JAVA, ['-jar', VNU_JAR, '--errors-only', '--format', 'json', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (vnu.error) throw vnu.error;
    const report = (vnu.stderr.trim() || vnu.stdout.trim()) as string;
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages;
    } catch {
      throw new Error(`the Nu Html Checker did not answer JSON (exit ${vnu.status}):\n${report.slice(0, 2_000)}`);
    }
    const errors = messages.filter((message) => message.type === 'error' || message.subType === 'fatal' || message.type === 'non-document-error');
    if (errors.length > 0) throw new Error(reportOf(errors, pageOf, pages.length));
  }, 600_000);
});
