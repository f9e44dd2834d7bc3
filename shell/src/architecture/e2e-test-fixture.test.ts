/**
 * Every e2e spec takes `test` from e2e/fixtures/test.ts, which closes the browsers a test opened itself
 * when it ends: a page left open lives on in the worker's browser, and each later test traced it (a
 * starved page that produced no frame for 30 s failed a spec).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const e2e = path.resolve(__dirname, '..', '..', '..', 'e2e');
const specs = readdirSync(e2e).filter((name) => name.endsWith('.spec.ts'));

it('finds the specs', () => {
  expect(specs.length).toBeGreaterThan(20);
});

it.each(specs)('%s takes test from the fixture that closes its own browsers', (spec) => {
  const imports = readFileSync(path.join(e2e, spec), 'utf8').match(/^import [^;]*\btest\b[^;]* from '([^']+)';/m);
  expect(imports?.[1]).toBe('./fixtures/test');
});
