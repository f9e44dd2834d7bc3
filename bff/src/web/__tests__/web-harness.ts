// Shared by the web front door's tests: a miniature built shop, the app around it, and a raw HTTP
// client for request lines supertest and fetch cannot send.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../app';
import type { AppDatabase } from '../../db';
import { describeWithDatabase, testConfig } from '../../test-support/engines';
import { repoRootDir } from '../../paths';
import { createWebRouter, type WebConfig } from '..';

/** A built shop in miniature: the shell's index.html and two remotes' build output. */
export function shopFixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'ama-web-'));
  const write = (file: string, content: string | object) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
  };
  write(
    'shell/dist/index.html',
    '<html lang="it"><head><!--ama:meta--><!--ama:head--></head><body><div id="ama-header"><!--ama:header--></div><main><!--ama:main--></main><div id="ama-footer"><!--ama:footer--></div><!--ama:data--><script src="/shell/main.js"></script></body></html>',
  );
  write('shell/dist/mf-manifest.json', {
    shared: [{ assets: { js: { sync: ['react.11111111.js', 'lazy-dev-ui.44444444.js'] }, css: { sync: ['ui.22222222.css'] } } }],
  });
  write('shell/dist/ui.22222222.css', 'body{color:#1c1b1a}');
  write('shell/dist/bootstrap.33333333.js', '/* bootstrap */');
  // The shell's texts, a chunk per language (shell/src/i18n/load-messages.ts).
  for (const locale of ['en', 'it']) write(`shell/dist/messages-${locale}-json.55555555.js`, `/* shell ${locale} */`);
  // A folder inside a build output: static file serving must not redirect it (it used to add a '/').
  write('shell/dist/assets/logo.11111111.svg', '<svg/>');
  for (const [folder, name, routes] of [
    ['mfe-content', 'mfe_content', ['/about-us', '/guides/*']],
    ['mfe-catalog', 'mfe_catalog', ['/', '/product/:sku']],
  ] as const) {
    write(`${folder}/dist/remote.json`, { name, version: '1.0.0', routes });
    write(`${folder}/dist/mf-manifest.json`, {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './app',
          assets: { js: { sync: [`__federation_expose_app.${name}.js`], async: ['messages-en-json.66666666.js', 'messages-it-json.77777777.js'] }, css: { sync: [] } },
        },
      ],
    });
    write(`${folder}/dist/remoteEntry.js`, `/* ${name} */`);
  }
  return root;
}

/** These tests never reach the catalogue, so a database that only answers ping() is enough. */
const fakeDb = { kysely: {}, engine: 'pglite', ping: async () => undefined, close: async () => undefined } as unknown as AppDatabase;

/** The whole app (security headers, CSP nonce …) with the web front door serving the fixture at `repoRoot`. */
export const webApp = (repoRoot: string, web: Omit<WebConfig, 'repoRoot'> = {}) => createApp({ config: testConfig(), db: fakeDb, web: createWebRouter({ repoRoot, ...web }) });

/** Listens on a free loopback port; close() when done. */
export async function listening(app: ReturnType<typeof webApp>): Promise<{ port: number; close: () => Promise<void> }> {
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For one test file: the fixture shop listening on a free port from beforeAll to afterAll, and a raw
 * GET against it.
 */
export function rawClientOfListeningShop(): (target: string, headers?: Record<string, string>) => Promise<RawResponse> {
  let root: string;
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    root = shopFixture();
    server = await listening(webApp(root));
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });
  return (target, headers) => rawGet(server.port, target, headers);
}

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/**
 * Sends `GET <target> HTTP/1.1` with the target exactly as given: absolute-form (`http://evil.com/x`),
 * backslashes or anything else a hostile client may write, which supertest and fetch would normalise.
 */
export function rawGet(port: number, target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const lines = [`GET ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // write, not end: a client that half-closes may see the server drop a response it had not sent yet.
    // `Connection: close` makes the server close the socket once it has answered.
    const socket = connect(port, '127.0.0.1', () => socket.write(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]);
      if (!status) return reject(new Error(`no HTTP response to ${JSON.stringify(target)}: ${JSON.stringify(head)}`));
      const entries = headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]);
      resolve({ status, headers: Object.fromEntries(entries) });
    });
  });
}

/**
 * Whether a Location keeps the browser on this server: a path rooted at one '/', no backslash, and
 * resolved by the WHATWG URL parser (what browsers use, which reads '\' as '/' and drops tabs and
 * newlines) to the same origin from any page.
 */
export function staysOnOrigin(location: string): boolean {
  if (!/^\/(?![/\\])/.test(location) || location.includes('\\')) return false;
  return ['http://shop.test/', 'http://shop.test/en/guides/4c'].every((page) => new URL(location, page).origin === 'http://shop.test');
}

/** The repository root, whose real shell and catalogue builds (npm run build) render pages in some tests. */
export const builtRoot = repoRootDir();
const built = existsSync(path.join(builtRoot, 'shell', 'dist', 'server', 'server.js')) && existsSync(path.join(builtRoot, 'mfe-catalog', 'dist', 'remote.json'));

/** describeWithDatabase when the shell and remotes are built; without them there is no server render to test. */
export const describeWhenBuilt: typeof describeWithDatabase = built
  ? describeWithDatabase
  : (title) => describe.skip(title, () => it('needs the shell and remotes built (npm run build)', () => undefined));

export interface LoopbackAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET from one loopback address of its own (127.0.0.0/8 is all this machine's): one visitor each. */
export function getFrom(localAddress: string, port: number, target: string, headers: Record<string, string> = {}): Promise<LoopbackAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: target, localAddress, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
