import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { bffPackageDir } from '../paths';

/**
 * The real shop as production runs it (INSTANCES=2: node:cluster's primary and two workers on one
 * port), started from source with tsx so the suite needs no build. Its output is kept for failures.
 */
export class ShopCluster {
  private child: ChildProcess | undefined;
  output = '';

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(readyWithinMs = 60_000): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: bffPackageDir(),
      env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(this.port), INSTANCES: '2', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    await this.waitUntilReady(readyWithinMs);
  }

  /**
   * Both workers listen and /readyz answers. Each worker prints "AMA shop ready" once it listens, and the
   * primary a line per worker that died: a replacement counts once it listens, not once it exists (until
   * then the other worker is the only one, and killing it closes the port).
   */
  async waitUntilReady(withinMs: number): Promise<void> {
    const until = Date.now() + withinMs;
    const count = (text: string) => this.output.split(text).length - 1;
    while (Date.now() < until) {
      if (this.child?.exitCode !== null) throw new Error(`The shop exited:\n${this.output}`);
      const listening = count('AMA shop ready on') - count('exited (');
      if (
        listening >= 2 &&
        this.workerPids().length === 2 &&
        (await fetch(`${this.url}/readyz`).then(
          (res) => res.ok,
          () => false,
        ))
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(`The shop was not ready within ${withinMs} ms:\n${this.output}`);
  }

  /** The workers' process ids: the primary's node children (tsx's esbuild service is a child too). */
  workerPids(): number[] {
    if (!this.child?.pid) return [];
    try {
      return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(this.child.pid)], { encoding: 'utf8' })
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter(([, command]) => command === 'node')
        .map(([pid]) => Number(pid));
    } catch {
      return []; // ps exits 1 when there are none
    }
  }

  /** SIGTERM to the primary (which stops its workers gracefully), then SIGKILL if it lingers. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}
