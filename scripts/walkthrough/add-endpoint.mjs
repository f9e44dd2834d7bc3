#!/usr/bin/env node
// The walkthrough of docs/api.md ("Adding an endpoint"), done by a script: in a scratch copy of this
// checkout it adds GET /api/stores/:id to the stores module (events team) exactly as the document says,
// fails if the change touched any file outside the module's folder and its contracts file, then runs
// the checks that hold an endpoint to its contract: the type check of the BFF and contracts, and
// coverage.test.ts (fails if the route is not documented), contract.test.ts (if it is not exercised),
// the boundary tests and the module's own. Nothing in this checkout changes. `npm test` runs it
// (scripts/test.mjs), so the promise of docs/api.md is kept, not only written.
//   node scripts/walkthrough/add-endpoint.mjs
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/repo-root.mjs';
import { scratchCopy } from './scratch-copy.mjs';

/** The only files a team may touch to add an endpoint to its module. */
const ALLOWED = [/^contracts\/src\/stores\.ts$/, /^bff\/src\/stores\//];

/**
 * The type check of what an endpoint can break (the BFF and the contracts every app compiles against),
 * written after the touched files are counted: the full check of every workspace is `npm test`'s own.
 */
const TYPECHECK_CONFIG = 'tsconfig.walkthrough.json';
const typecheckConfig = {
  extends: './tsconfig.base.json',
  include: ['bff/src/**/*', 'contracts/src/**/*', 'types/**/*'],
  exclude: ['node_modules', '**/dist'],
};

const copy = scratchCopy(repoRoot);
const tree = copy.tree;

/** Inserts `text` after the first line containing `anchor` (which must exist) in `file`. */
function insertAfter(file, anchor, text) {
  const full = path.join(tree, file);
  const source = readFileSync(full, 'utf8');
  const at = source.indexOf(anchor);
  if (at < 0) throw new Error(`${file}: "${anchor}" not found; update this walkthrough with docs/api.md`);
  const lineEnd = source.indexOf('\n', at) + 1;
  writeFileSync(full, source.slice(0, lineEnd) + text + source.slice(lineEnd));
}

/** Replaces the first `text` (which must exist) in `file` by `by`. */
function replace(file, text, by) {
  const full = path.join(tree, file);
  const source = readFileSync(full, 'utf8');
  if (!source.includes(text)) throw new Error(`${file}: "${text}" not found; update this walkthrough with docs/api.md`);
  writeFileSync(full, source.replace(text, by));
}

function addEndpoint() {
  // 1. The contract: the path's parameters (the answer is the existing storeSchema).
  insertAfter(
    'contracts/src/stores.ts',
    'export type Store = z.infer<typeof storeSchema>;',
    `\n/** GET /api/stores/:id: one store by its slug. */\nexport const storeParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}$/) });\n`,
  );
  // 2. The route, in the module's router.
  insertAfter('bff/src/stores/routes.ts', "import { Router } from 'express';", "import { NotFoundError } from '../domain/errors';\n");
  insertAfter(
    'bff/src/stores/routes.ts',
    "import { listStores } from './repository';",
    "import { findStore } from './repository';\nimport { storeParamsSchema } from '@ama/contracts';\n",
  );
  insertAfter(
    'bff/src/stores/routes.ts',
    '  if (warm) setTimeout',
    `  router.get(\`\${STORES_PATH}/:id\`, async (req, res) => {
    const store = await findStore(db.kysely, storeParamsSchema.parse(req.params).id);
    if (!store) throw new NotFoundError('No such store');
    res.set('Cache-Control', 'public, max-age=300').json(store);
  });\n`,
  );
  // 3. Its description, in the module's openapi.ts.
  replace('bff/src/stores/openapi.ts', 'import { storesQuerySchema,', 'import { storeParamsSchema, storeSchema, storesQuerySchema,');
  insertAfter(
    'bff/src/stores/openapi.ts',
    '  return [',
    `    { method: 'get', path: '/api/stores/:id', tag: 'stores', summary: 'One store', params: storeParamsSchema, success: { status: 200, description: 'The store', json: storeSchema }, errors: { 404: 'NOT_FOUND: no such store' } },\n`,
  );
  // 4. A valid and an invalid request, in the module's contract cases.
  insertAfter(
    'bff/src/stores/__tests__/contract-cases.ts',
    "await invalid('get', '/api/stores',",
    `    await valid('get', '/api/stores/:id', request(app).get('/api/stores/milano-brera'));
    await invalid('get', '/api/stores/:id', request(app).get('/api/stores/Not_A_Slug'), 400);\n`,
  );
}

/** Runs `npx args…` in the scratch tree, its output held back and printed whole (checks run side by side). */
function npx(args) {
  return new Promise((resolve) => {
    const child = spawn('npx', args, { cwd: tree, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`\n== npx ${args.join(' ')}\n${output.trimEnd()}`);
      resolve(code === 0);
    });
  });
}

const started = Date.now();
let status = 1;
try {
  addEndpoint();
  if (!(await npx(['prettier', '--write', '--log-level', 'warn', 'contracts/src/stores.ts', 'bff/src/stores']))) throw new Error('prettier failed in the scratch tree');
  const touched = copy.changedFiles();
  const outside = touched.filter((file) => !ALLOWED.some((allowed) => allowed.test(file)));
  console.log(`files changed:\n  ${touched.join('\n  ')}`);
  if (outside.length) throw new Error(`the endpoint needed files outside its module: ${outside.join(', ')}`);
  writeFileSync(path.join(tree, TYPECHECK_CONFIG), JSON.stringify(typecheckConfig));
  // Side by side: the type check waits on one core while jest's database suites wait on PostgreSQL.
  const [typed, tested] = await Promise.all([
    npx(['tsc', '-p', TYPECHECK_CONFIG, '--noEmit']),
    npx(['jest', '--selectProjects', 'bff', '--', 'bff/src/openapi/contract.test.ts', 'bff/src/openapi/coverage.test.ts', 'bff/src/architecture', 'bff/src/stores']),
  ]);
  if (!typed || !tested) throw new Error(`${[!typed && 'the type check', !tested && 'jest'].filter(Boolean).join(' and ')} failed in the scratch tree`);
  console.log('\nGET /api/stores/:id added, documented and held to its contract, touching only the stores module and its contracts file.');
  status = 0;
} catch (error) {
  console.error(`\nwalkthrough failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  copy.remove();
}
console.log(`walkthrough: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(status);
