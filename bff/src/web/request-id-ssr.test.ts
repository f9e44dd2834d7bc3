import { Writable } from 'node:stream';
import pino from 'pino';
import { createApp } from '../app';
import { builtRoot as root, describeWhenBuilt, listening } from './__tests__/web-harness';
import { createWebRouter } from '.';

// The real shell and catalogue builds render the page (npm run build); without them the suite is skipped.

interface LogLine {
  level: number;
  reqId?: string;
  req?: { url: string };
  res?: { statusCode: number };
}

describeWhenBuilt('the request id of a server-rendered page', (context) => {
  it("travels into the render's own API calls, so their log lines carry the page's id", async () => {
    const lines: LogLine[] = [];
    const sink = new Writable({
      write: (chunk, _encoding, done) => (
        String(chunk)
          .trim()
          .split('\n')
          .forEach((line) => lines.push(JSON.parse(line))),
        done()
      ),
    });
    const { config, db } = context();
    const web = createWebRouter({ repoRoot: root, host: '127.0.0.1', ssr: { enabled: true, budgetMs: 5_000, pageCacheSeconds: 0 }, warn: () => undefined });
    const server = await listening(createApp({ config, db, web, logger: pino({ level: 'debug' }, sink) }));
    try {
      // The home page lists the collections: the render asks GET /api/collections over loopback.
      const res = await fetch(`http://127.0.0.1:${server.port}/en`, { headers: { 'X-Request-Id': 'page-4711' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-render')).toContain('=server');
      await res.text();
    } finally {
      await server.close();
    }
    const apiCalls = lines.filter((line) => line.req?.url.startsWith('/api/'));
    expect(apiCalls.length).toBeGreaterThan(0);
    for (const call of apiCalls) expect([call.req!.url, call.reqId]).toEqual([call.req!.url, 'page-4711']);
    expect(lines.find((line) => line.req?.url === '/en')?.reqId).toBe('page-4711');
  }, 60_000);
});
