import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { openApiDocument } from '../api-endpoints';
import { testConfig } from '../test-support/engines';

const CHECKER = path.join(__dirname, 'check-document.mjs');

interface CheckResult {
  valid: boolean;
  version: string;
  validationErrors: unknown[];
  lintProblems: Array<{ rule: string; severity: string; message: string; where?: string }>;
}

/** The official 3.1 schema check and Redocly's recommended lint, in a child Node (both are ES modules). */
const check = (document: unknown): CheckResult =>
  JSON.parse(execFileSync(process.execPath, [CHECKER], { input: JSON.stringify(document), encoding: 'utf8', timeout: 60_000 })) as CheckResult;

describe('the OpenAPI document', () => {
  const everything = openApiDocument(testConfig({ CLUB_OPERATOR_TOKEN: 'operator-token-for-the-openapi-document-test-0123' }));

  it.each([
    ['development, every optional route on', everything],
    ['production, optional routes off', openApiDocument(testConfig({ NODE_ENV: 'production' }), { web: false })],
  ])(
    'is valid OpenAPI 3.1 and passes the recommended lint rules with no error or warning (%s)',
    (_name, document) => {
      const result = check(document);
      expect(result.validationErrors).toEqual([]);
      expect(result).toMatchObject({ valid: true, version: '3.1' });
      expect(result.lintProblems).toEqual([]);
    },
    60_000,
  );

  it('fails the checks when the document is broken (the checker can fail)', () => {
    const broken = structuredClone(everything) as unknown as { paths: Record<string, Record<string, { responses?: unknown; operationId?: string }>> };
    // A response without its required description; two operations with one id.
    broken.paths['/api/cart']!.get!.responses = { '200': {} };
    broken.paths['/api/wishlist']!.get!.operationId = broken.paths['/api/cart']!.get!.operationId;
    const result = check(broken);
    expect(result.valid).toBe(false);
    expect(result.lintProblems.map((problem) => problem.rule)).toEqual(expect.arrayContaining(['operation-operationId-unique']));
  }, 60_000);

  it('carries the error body, the rate limits and the Idempotency-Key of POST /api/orders', () => {
    const orders = everything.paths!['/api/orders']!.post!;
    expect(orders.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true })]));
    expect(orders.description).toMatch(/Idempotency-Key/);
    expect(orders['x-rate-limit']).toEqual({ budget: 'order attempts', limit: 10, windowSeconds: 600, scope: 'client IP' });
    expect(Object.keys(orders.responses!)).toEqual(expect.arrayContaining(['201', '400', '402', '409', '413', '415', '429', '500', '503']));
    expect(everything.components?.schemas?.ErrorBody).toMatchObject({ type: 'object', required: ['error'] });
    // TOTAL_CHANGED carries the re-priced cart; /readyz's 503 is the readiness object, not an error.
    expect(JSON.stringify(orders.responses!['409'])).toContain('"cart"');
    expect(everything.paths!['/readyz']!.get!.responses!['503']).toMatchObject({
      content: { 'application/json': { schema: { properties: { database: { enum: ['ok', 'error'] } } } } },
    });
    const lines = everything.paths!['/api/cart/lines']!.post!;
    expect(lines['x-rate-limit']).toMatchObject({ limit: 120, windowSeconds: 60 });
    expect(lines.responses!['429']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } });
  });

  it('follows the configured limits', () => {
    const document = openApiDocument(testConfig({ CART_RATE_LIMIT: '7', CART_RATE_WINDOW_SECONDS: '30' }));
    expect(document.paths!['/api/wishlist/items/{sku}']!.put!['x-rate-limit']).toMatchObject({ limit: 7, windowSeconds: 30 });
  });
});
