#!/usr/bin/env node
// `npm start`: builds whatever is not built yet, then serves the whole shop (shell, remotes, API) on one
// URL. Honours PORT, HOST and DATA_DIR (README.md, docs/deployment.md).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build } from './build.mjs';
import { repoRoot as root } from './lib/repo-root.mjs';

try {
  build();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, [path.join(root, 'bff', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
