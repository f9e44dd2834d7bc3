import { createApp } from '../app';
import { builtRoot as root, describeWhenBuilt, getFrom, listening } from './__tests__/web-harness';
import { createWebRouter } from '.';

interface Answer {
  status: number;
  render: string;
  timing: string;
  body: string;
}

/** A page from one loopback address of its own (a visitor each), with the Host it names. */
async function pageFrom(localAddress: string, port: number, target: string, host = `127.0.0.1:${port}`): Promise<Answer> {
  const { status, headers, body } = await getFrom(localAddress, port, target, { host });
  return { status, render: String(headers['x-render'] ?? ''), timing: String(headers['server-timing'] ?? ''), body };
}

const RENDER_BUDGET = 3;
/** Each response stamps its own CSP nonce into the page; the rest is the page. */
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, '');
const renderedOnServer = (answer: Answer) => answer.render.includes('mfe_catalog=server');

// Every new query string or Host value was a fresh render, for anyone, without limit.
describeWhenBuilt('pages under a flood of new URLs from one address', (context) => {
  let server: Awaited<ReturnType<typeof listening>>;

  beforeAll(async () => {
    const { config, db } = context();
    const web = createWebRouter({
      repoRoot: root,
      host: '127.0.0.1',
      ssr: { enabled: true, budgetMs: 5_000, pageCacheSeconds: 30 },
      renderRateLimit: { limit: RENDER_BUDGET, windowMs: 60_000 },
      warn: () => undefined,
    });
    server = await listening(createApp({ config, db, web }));
  });
  afterAll(() => server.close());

  it('parameters no page reads, in any order, reuse the page rendered for the ones it reads', async () => {
    const first = await pageFrom('127.0.0.5', server.port, '/en/results?category=RINGS&sort=price&utm_source=mail');
    expect(renderedOnServer(first)).toBe(true);
    for (const target of ['/en/results?sort=price&category=RINGS', '/en/results?fbclid=x1&category=RINGS&sort=price&junk=7']) {
      const again = await pageFrom('127.0.0.5', server.port, target);
      expect([again.status, again.timing]).toEqual([200, 'cache;desc=hit']);
      expect(withoutNonces(again.body)).toBe(withoutNonces(first.body));
    }
  }, 60_000);

  it('refuses a Host the shop is not known by, and cannot be made to render one', async () => {
    const answer = await pageFrom('127.0.0.6', server.port, '/en/about-us', 'attacker.example');
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain('attacker.example');
    expect((await pageFrom('127.0.0.6', server.port, '/en/about-us', `localhost:${server.port}`)).status).toBe(200);
  }, 60_000);

  it("gives one address a budget of renders: past it its new pages are left to the browser, other visitors' are still rendered", async () => {
    const flood: Answer[] = [];
    for (let i = 0; i < RENDER_BUDGET + 4; i += 1) flood.push(await pageFrom('127.0.0.7', server.port, `/en/results?q=flood${i}`));
    expect(flood.every((page) => page.status === 200)).toBe(true);
    expect(flood.filter(renderedOnServer)).toHaveLength(RENDER_BUDGET);
    // The rest are the page frame the browser renders: usable, and never kept.
    for (const page of flood.filter((answer) => !renderedOnServer(answer))) expect(page.timing).toBe('ssr;desc=budget');

    const other = await pageFrom('127.0.0.8', server.port, '/en/results?q=ring');
    expect([other.status, renderedOnServer(other)]).toEqual([200, true]);
    // A page already kept is served to the flooding address too: the budget is for renders only.
    expect((await pageFrom('127.0.0.7', server.port, '/en/results?q=ring')).timing).toBe('cache;desc=hit');
  }, 120_000);
});
