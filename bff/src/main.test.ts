import { spawn } from 'node:child_process';
import path from 'node:path';
import { bffPackageDir } from './paths';

/**
 * Starts src/main.ts through tsx's loader, with the given environment. Not through tsx's command: it
 * relays a signal to the shop's process and, when the shop does not say within 30 ms that it got it (a
 * busy machine), kills it and exits 143, which read as a shop that failed to shut down.
 */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], {
    cwd: bffPackageDir(),
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const printed = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) resolve(match);
      };
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      void exited.then(() => (pattern.exec(output) ? check() : reject(new Error(`exited before printing ${pattern}:\n${output}`))));
    });
  return { child, exited, printed, output: () => output };
}

describe('main', () => {
  it('refuses an invalid environment with a message naming the variable', async () => {
    const run = startMain({ PORT: 'eighty', DATA_DIR: ':memory:' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/Invalid environment:[\s\S]*PORT/);
  }, 30_000);

  it('serves, then shuts down cleanly on SIGTERM', async () => {
    const run = startMain({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: ':memory:' });
    const [, url] = await run.printed(/AMA shop ready on (http:\/\/127\.0\.0\.1:\d+)/);
    // Ready once the pages' server code has had its first load (a few seconds on a busy machine).
    let health = await fetch(`${url}/readyz`);
    for (let tries = 0; health.status === 503 && tries < 150; tries += 1) {
      expect(await health.json()).toEqual({ status: 'unavailable', database: 'ok', serverRendering: 'warming' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      health = await fetch(`${url}/readyz`);
    }
    expect(await health.json()).toEqual({ status: 'ready', database: 'ok', serverRendering: 'ready' });
    // An idle connection is kept longer than a proxy in front keeps its own (http/idle-connections.ts).
    expect(health.headers.get('keep-alive')).toBe('timeout=65');
    const products = (await (await fetch(`${url}/api/products?locale=en&pageSize=1`)).json()) as { total: number };
    expect(products.total).toBeGreaterThanOrEqual(48);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 60_000);
});
