#!/usr/bin/env node
// Builds the shell, the remotes and the BFF. `--all` rebuilds everything; without it only apps whose
// sources (or the shared workspaces they bundle) are newer than their last build are rebuilt. Apps named
// on the command line (`node scripts/build.mjs mfe-backoffice`) limit the run to them, so a team builds
// its own remote without rebuilding (and overwriting) the others' dist/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot as root } from './lib/repo-root.mjs';

export const APPS = ['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-club', 'mfe-events', 'mfe-content', 'mfe-backoffice', 'bff'];
const SHARED_SOURCES = ['contracts/src', 'contracts/package.json', 'platform/src', 'shared-ui/src', 'rspack.base.js', 'scripts/lib', 'package-lock.json'];
const OUTPUT = { bff: 'bff/dist/main.js' };

/** Tests are not bundled: editing one leaves the build as it was. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function newest(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return TEST_FILE.test(target) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newest(path.join(target, name))));
}

function isStale(app) {
  const output = path.join(root, OUTPUT[app] ?? `${app}/dist/mf-manifest.json`);
  if (!existsSync(output)) return true;
  // A browser build without its server build (e.g. one compiled on its own) is not a build of the app.
  const serverOutput = app === 'shell' ? 'shell/dist/server/server.js' : `${app}/dist/server/remoteEntry.js`;
  if (app !== 'bff' && !existsSync(path.join(root, serverOutput))) return true;
  const built = statSync(output).mtimeMs;
  const inputs = [`${app}/src`, `${app}/package.json`, `${app}/rspack.config.js`, `${app}/rspack.config.mjs`, `${app}/migrations`, ...SHARED_SOURCES];
  return inputs.some((input) => newest(input) > built);
}

export function build({ all = false, apps = APPS } = {}) {
  const todo = apps.filter((app) => all || isStale(app));
  for (const app of todo) {
    const started = Date.now();
    const result = spawnSync('npx', ['rspack', 'build'], { cwd: path.join(root, app), stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    if (result.status !== 0) {
      process.stderr.write(result.stdout + result.stderr);
      throw new Error(`build of ${app} failed`);
    }
    console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return todo;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const named = args.filter((arg) => !arg.startsWith('--'));
  const unknown = named.filter((app) => !APPS.includes(app));
  if (unknown.length > 0) {
    console.error(`unknown app: ${unknown.join(', ')} (one of ${APPS.join(', ')})`);
    process.exit(2);
  }
  try {
    build({ all: args.includes('--all'), apps: named.length > 0 ? named : APPS });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
