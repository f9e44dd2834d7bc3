import { createApp } from '../app';
import { builtRoot as root, describeWhenBuilt, listening } from './__tests__/web-harness';
import { createWebRouter } from '.';

// The real builds render the pages (npm run build); without them the suite is skipped.

/** The script URLs a page's HTML holds for the shell's entry to preload (an inert template: docs/adr-009-islands.md). */
const scriptPreloads = (html: string) => {
  const template = /<template id="ama-preloads">(.*?)<\/template>/s.exec(html)?.[1] ?? '';
  return [...template.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map(([, href]) => href!);
};
/** Script preloads outside the template: the browser would fetch them while the page's picture loads. */
const eagerPreloads = (html: string) => html.replace(/<template id="ama-preloads">.*?<\/template>/s, '').match(/<link rel="preload" as="script"/g) ?? [];

describeWhenBuilt('what a first page preloads (docs/adr-009-islands.md)', (context) => {
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    const { config, db } = context();
    const web = createWebRouter({ repoRoot: root, host: '127.0.0.1', ssr: { enabled: true, budgetMs: 5_000, pageCacheSeconds: 0 }, warn: () => undefined });
    server = await listening(createApp({ config, db, web }));
  });
  afterAll(() => server.close());

  const page = async (path: string) => {
    const res = await fetch(`http://127.0.0.1:${server.port}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-render')).toMatch(/=server/);
    return res.text();
  };

  it.each(['/en/about-us', '/it/guides/4c', '/de/events'])(
    "a page to read (%s) names only the shell's startup, for once it has loaded, and none of its area's code",
    async (path) => {
      const html = await page(path);
      expect(html).not.toContain('data-island="mfe');
      const preloads = scriptPreloads(html);
      expect(preloads).toEqual(expect.arrayContaining([expect.stringMatching(/^\/shell\/bootstrap\.[0-9a-f]+\.js$/)]));
      expect(preloads.filter((href) => !href.startsWith('/shell/'))).toEqual([]);
      expect(eagerPreloads(html)).toEqual([]);
      // The page's first script is there, to hold taps and start the header's islands when needed; the
      // shell's code (main.js, with the federation runtime) is only named on it, for then.
      expect(html).toMatch(/<script data-shell-start="\/shell\/main\.[0-9a-f]+\.js" src="\/shell\/first\.[0-9a-f]+\.js" type="module">/);
      expect(html).not.toMatch(/<script[^>]+src="\/shell\/main\./);
    },
    60_000,
  );

  it("a page with islands in its area preloads the shell's startup and the area's code", async () => {
    const preloads = scriptPreloads(await page('/en/results'));
    expect(preloads).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/shell\/libraries\.[0-9a-f]+\.js$/),
        // React's DOM renderer, in a file of its own (rspack.base.js)
        expect.stringMatching(/^\/shell\/libraries-react\.[0-9a-f]+\.js$/),
        expect.stringMatching(/^\/shell\/bootstrap\.[0-9a-f]+\.js$/),
      ]),
    );
    expect(preloads.some((href) => href.startsWith('/remotes/mfe-catalog/'))).toBe(true);
  }, 60_000);

  it('asks for none of that code before the page is drawn: every script preload waits in the template', async () => {
    for (const path of ['/en/results', '/en/club/sign-up', '/en']) {
      const html = await page(path);
      expect(scriptPreloads(html).length).toBeGreaterThan(0);
      expect(eagerPreloads(html)).toEqual([]);
    }
  }, 60_000);
});
