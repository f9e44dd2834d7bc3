#!/usr/bin/env node
// `npm test`: type check, lint, the add-an-endpoint walkthrough, build, jest (unit, component, BFF integration), then
// the Playwright e2e suite in Debian's Chromium. Ends with one line "N passed, N failed" over jest and Playwright together.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot as root } from './lib/repo-root.mjs';

const results = path.join(root, 'test-results');
// A runner that dies before writing its report must not be counted with a previous run's numbers.
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const run = (command, args, env = {}) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

/** Debian's full Chromium and its headless shell, which runs the suite (e2e/fixtures/browsers.ts). */
function ensureChromium() {
  if (process.env.CHROMIUM_PATH ? existsSync(process.env.CHROMIUM_PATH) : existsSync('/usr/bin/chromium') && existsSync('/usr/bin/chromium-headless-shell')) return;
  console.log("Chromium not found: installing Debian's chromium and chromium-headless-shell packages");
  if (run('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell']) !== 0) {
    console.error('Could not install chromium; set CHROMIUM_PATH to a Chromium binary.');
  }
}

// The Nu Html Checker (vnu-jar, bff/src/web/html-validity.test.ts) runs on Java; without it that test skips.
function ensureJava() {
  const java = process.env.JAVA ?? 'java';
  if (spawnSync(java, ['-version'], { stdio: 'ignore' }).status === 0) return;
  console.log("Java not found: installing Debian's default-jre-headless package (for the HTML validity check)");
  if (run('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless']) !== 0) {
    console.error('Could not install Java; the HTML validity check will be skipped (set JAVA to a java binary).');
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;

/** Each phase's wall time, printed at the end: where a slow run's minutes went, read from its own log. */
const phases = [];
let phaseStart = Date.now();
const phaseDone = (name) => {
  const now = Date.now();
  phases.push(`${name} ${Math.round((now - phaseStart) / 1000)} s`);
  phaseStart = now;
};

/**
 * Runs `command` with its output kept aside and printed whole once it ends, under `title`: the checks
 * that need no build run side by side (each mostly one core, 1.5-2 minutes alone) without mixing lines.
 */
function check(title, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(String(error))));
    child.on('close', (code) => {
      console.log(`\n== ${title}`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

// docs/api.md promises that a team adds an endpoint touching only its own folder; the walkthrough does it
// in a scratch copy and fails when that stops being true. Before the build: none of the three needs it.
const [typecheck, lint, walkthrough] = await Promise.all([
  check('type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']),
  check('lint', 'npm', ['run', '--silent', 'lint']),
  check('walkthrough: a team adds an endpoint in its own folder', process.execPath, [path.join(root, 'scripts', 'walkthrough', 'add-endpoint.mjs')]),
]);
for (const status of [typecheck, lint, walkthrough]) if (status !== 0) failed += 1;
phaseDone('type check, lint and walkthrough');

// Built before jest, not only before Playwright: the BFF's page-level tests (server-rendered pages in
// the security suite, the request id through a render) render with the real shell and remotes.
console.log('\n== build');
const buildStatus = run(process.execPath, [path.join(root, 'scripts', 'build.mjs')]);
if (buildStatus !== 0) failed += 1;
phaseDone('build');

console.log('\n== jest');
ensureJava();
const jestFile = path.join(results, 'jest.json');
// Two workers even on two cores (jest's default is cores - 1): the BFF suites wait on their database and
// servers a good part of the time, and the run took 12.5 minutes with one worker against 8 with two.
const jestStatus = run('npx', ['jest', '--maxWorkers=2', '--json', `--outputFile=${jestFile}`]);
const jest = readJson(jestFile);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
} else if (jestStatus !== 0) failed += 1;
phaseDone('jest');

console.log('\n== e2e (Playwright, Chromium)');
ensureChromium();
const e2eFile = path.join(results, 'e2e.json');
const e2eStatus = run('npx', ['playwright', 'test'], { CI: process.env.CI ?? '1', PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile });
const e2e = readJson(e2eFile);
if (e2e?.stats) {
  // A test that failed and then passed on its retry (playwright.config.ts) is counted failed: it is flaky.
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + (e2e.stats.flaky ?? 0);
  if (e2e.stats.flaky) console.log(`${e2e.stats.flaky} e2e test(s) passed only on their retry: counted failed (flaky)`);
  if (e2eStatus !== 0 && e2e.stats.unexpected === 0) failed += 1; // e.g. a web server that did not start
} else if (e2eStatus !== 0) failed += 1;
phaseDone('e2e');

console.log(`\nphases: ${phases.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && typecheck === 0 && walkthrough === 0 && buildStatus === 0 && jestStatus === 0 && e2eStatus === 0 ? 0 : 1);
