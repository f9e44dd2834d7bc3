import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// A team adds a contract file of its own and imports it as `@ama/contracts/<file>`: the package's
// `"./*"` export makes every file importable without a line in index.ts, which every team would
// otherwise edit (docs/api.md, "A new contract file").
const source = __dirname;
const contractFiles = readdirSync(source)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
  .map((file) => file.slice(0, -'.ts'.length));

describe('@ama/contracts/<file>', () => {
  it.each(contractFiles)('resolves %s to its own source file', (name) => {
    expect(require.resolve(`@ama/contracts/${name}`)).toBe(path.join(source, `${name}.ts`));
  });

  it('serves a file the index does not list (the real-user signals), with its schemas', async () => {
    const index = readFileSync(path.join(source, 'index.ts'), 'utf8');
    expect(index).not.toMatch(/'\.\/rum'/);
    const rum = await import('@ama/contracts/rum');
    expect(rum.rumBatchSchema.safeParse({ events: [] }).success).toBe(false);
    expect(rum.rumBatchSchema.safeParse({ events: [{ kind: 'page-view', remote: 'shell', release: 'r1', pageType: '/about-us', side: 'live' }] }).success).toBe(true);
  });
});
