#!/usr/bin/env node
// The walkthrough of docs/api.md ("Adding an endpoint"), done by a script: in a scratch worktree of
// HEAD it adds GET /api/stores/:id to the stores module (events team) exactly as the document says, runs
// the checks that hold an endpoint to its contract, and fails if the change touched any file outside
// the module's folder and its contracts file. coverage.test.ts fails if the route is not documented,
// contract.test.ts if it is not exercised. Nothing in this checkout changes.
//   node scripts/walkthrough/add-endpoint.mjs
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/repo-root.mjs';

/** The only files a team may touch to add an endpoint to its module. */
const ALLOWED = [/^contracts\/src\/stores\.ts$/, /^bff\/src\/stores\//];

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8' });
/** The scratch tree borrows this checkout's installed packages (not a team's change). */
const LINKED = ['node_modules', 'bff/node_modules'];

/**
 * Links this checkout's installed packages into the scratch tree, except the workspaces (@ama/*), which
 * must be the scratch tree's own: the new schema is in its contracts.
 */
function borrowPackages() {
  const modules = path.join(tree, 'node_modules');
  mkdirSync(path.join(modules, '@ama'), { recursive: true });
  for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry !== '@ama') symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modules, entry));
  }
  for (const workspace of readdirSync(path.join(repoRoot, 'node_modules', '@ama'))) symlinkSync(path.join('..', '..', workspace), path.join(modules, '@ama', workspace));
  symlinkSync(path.join(repoRoot, 'bff', 'node_modules'), path.join(tree, 'bff', 'node_modules'));
}
const scratch = mkdtempSync(path.join(tmpdir(), 'ama-walkthrough-'));
const tree = path.join(scratch, 'shop');

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
    'bff/src/stores/contract.test-support.ts',
    "await invalid('get', '/api/stores',",
    `    await valid('get', '/api/stores/:id', request(app).get('/api/stores/milano-brera'));
    await invalid('get', '/api/stores/:id', request(app).get('/api/stores/Not_A_Slug'), 400);\n`,
  );
}

let status = 1;
try {
  git(repoRoot, 'worktree', 'add', '--detach', tree, 'HEAD');
  borrowPackages();
  addEndpoint();
  spawnSync('npx', ['prettier', '--write', '--log-level', 'warn', 'contracts/src/stores.ts', 'bff/src/stores'], { cwd: tree, stdio: 'inherit' });
  const touched = git(tree, 'status', '--porcelain')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3))
    .filter((file) => !LINKED.some((linked) => file === linked || file.startsWith(`${linked}/`)));
  const outside = touched.filter((file) => !ALLOWED.some((allowed) => allowed.test(file)));
  console.log(`files changed:\n  ${touched.join('\n  ')}`);
  if (outside.length) throw new Error(`the endpoint needed files outside its module: ${outside.join(', ')}`);
  const checks = [
    ['npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
    ['npx', ['jest', 'bff/src/openapi', 'bff/src/architecture', 'bff/src/stores']],
  ];
  for (const [command, args] of checks) {
    console.log(`\n== ${command} ${args.join(' ')}`);
    if (spawnSync(command, args, { cwd: tree, stdio: 'inherit' }).status !== 0) throw new Error(`${args.slice(0, 2).join(' ')} failed in the scratch tree`);
  }
  console.log('\nGET /api/stores/:id added, documented and held to its contract, touching only the stores module and its contracts file.');
  status = 0;
} catch (error) {
  console.error(`\nwalkthrough failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: repoRoot });
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(status);
