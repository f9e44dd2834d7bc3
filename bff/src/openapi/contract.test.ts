import { rmSync } from 'node:fs';
import request, { type Response, type Test } from 'supertest';
import { appointmentsContract } from '../appointments/__tests__/contract-cases';
import { backofficeContract } from '../backoffice/__tests__/contract-cases';
import { createApp } from '../app';
import { cartContract } from '../cart/__tests__/contract-cases';
import { catalogContract } from '../catalog/__tests__/contract-cases';
import { clubContract } from '../club/__tests__/contract-cases';
import { eventsContract } from '../events/__tests__/contract-cases';
import { healthContract } from '../http/__tests__/contract-cases';
import { devOutboxContract } from '../mail/__tests__/contract-cases';
import { newsletterContract } from '../newsletter/__tests__/contract-cases';
import { ordersContract } from '../orders/__tests__/contract-cases';
import { createTestGateway } from '../payment';
import { rumContract } from '../rum/__tests__/contract-cases';
import { storesContract } from '../stores/__tests__/contract-cases';
import { CONTRACT_OPERATOR_TOKEN, type ContractCases } from '../test-support/contract';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { visitorContract } from '../visitor/__tests__/contract-cases';
import { createWebRouter } from '../web';
import { webContract } from '../web/__tests__/contract-cases';
import { shopFixture } from '../web/__tests__/web-harness';
import { wishlistContract } from '../wishlist/__tests__/contract-cases';
import { openApiContract } from './__tests__/contract-cases';
import { documentedOperations } from './coverage';
import { openApiPath } from './document';
import { responseValidator, type OpenApiDocument } from './response-validator';

/** Each module's cases, written beside its routes (<module>/__tests__/contract-cases.ts). */
const MODULE_CONTRACTS: ContractCases = {
  ...healthContract,
  ...openApiContract,
  ...webContract,
  ...catalogContract,
  ...newsletterContract,
  ...clubContract,
  ...storesContract,
  ...appointmentsContract,
  ...eventsContract,
  ...cartContract,
  ...visitorContract,
  ...rumContract,
  ...wishlistContract,
  ...ordersContract,
  ...backofficeContract,
  ...devOutboxContract,
};

/** Whether an operation of the document takes input (parameters or a body): then it needs an invalid request too. */
const takesInput = (document: OpenApiDocument, operation: string): boolean => {
  const [method, path] = operation.split(' ') as [string, string];
  const described = (document.paths[path] as Record<string, { parameters?: unknown[]; requestBody?: unknown }> | undefined)?.[method];
  return Boolean(described?.parameters?.length || described?.requestBody);
};

// PGlite answers a checkout in seconds on a busy machine.
jest.setTimeout(60_000);

/**
 * Drives every endpoint of the app with a valid and an invalid request and checks each answer (status,
 * content type, body) against the OpenAPI document the app itself serves at /api/openapi.json.
 */
describeWithDatabase('the API keeps its OpenAPI contract', (context) => {
  let app: ReturnType<typeof createApp>;
  let fixture: string;
  let check: ReturnType<typeof responseValidator>;
  let document: OpenApiDocument;
  /** Operation ('post /api/orders') → which kinds of request reached it. */
  const exercised = new Map<string, Set<'valid' | 'invalid'>>();

  beforeAll(async () => {
    fixture = shopFixture();
    const config = testConfig({
      CLUB_OPERATOR_TOKEN: CONTRACT_OPERATOR_TOKEN,
      CART_RATE_LIMIT: '100000',
      CLUB_RATE_LIMIT: '100000',
      NEWSLETTER_RATE_LIMIT: '10000',
      ORDER_RATE_LIMIT: '100000',
    });
    // The in-memory test gateway, as the orders' own tests use (the contract is the HTTP answer, not the ledger).
    app = createApp({ config, db: context().db, web: createWebRouter({ repoRoot: fixture }), payments: createTestGateway() });
    document = (await request(app).get('/api/openapi.json').expect(200)).body as OpenApiDocument;
    check = responseValidator(document);
  });
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  /**
   * Sends `test` to the route `path` (Express form), expects `status`, and fails on any difference
   * from the document. 'invalid' requests must be refused with a 4xx.
   */
  async function send(kind: 'valid' | 'invalid', method: string, path: string, test: Test | Promise<Response>, status: number | number[]): Promise<Response> {
    const res = await test;
    const key = `${method} ${openApiPath(path)}`;
    exercised.set(key, (exercised.get(key) ?? new Set()).add(kind));
    expect({
      request: key,
      problems: check(method, path, { status: res.status, contentType: res.headers['content-type'] as string | undefined, body: res.body, text: res.text }),
    }).toEqual({ request: key, problems: [] });
    const expected = Array.isArray(status) ? status : [status];
    // The body rides along so a failure shows what the server said.
    expect({ request: key, status: expected.includes(res.status) ? 'as expected' : res.status, body: res.body as unknown }).toEqual({
      request: key,
      status: 'as expected',
      body: res.body as unknown,
    });
    if (kind === 'invalid') expect(res.status).toBeGreaterThanOrEqual(400);
    return res;
  }
  const valid = (method: string, path: string, test: Test | Promise<Response>, status: number | number[] = 200) => send('valid', method, path, test, status);
  const invalid = (method: string, path: string, test: Test | Promise<Response>, status: number | number[]) => send('invalid', method, path, test, status);
  const json = (test: Test, body?: unknown) => {
    const withType = test.set('Content-Type', 'application/json');
    return body === undefined ? withType : withType.send(JSON.stringify(body));
  };

  for (const [title, run] of Object.entries(MODULE_CONTRACTS)) {
    it(title, () => run({ app, db: context().db, valid, invalid, json }));
  }

  it('reached every operation of the document with a valid request and (where it takes input) an invalid one', () => {
    const gaps = documentedOperations(document).flatMap((operation) => {
      const kinds = exercised.get(operation) ?? new Set();
      const needed = takesInput(document, operation) ? (['valid', 'invalid'] as const) : (['valid'] as const);
      return needed.filter((kind) => !kinds.has(kind)).map((kind) => `${operation}: no ${kind} request`);
    });
    expect(gaps).toEqual([]);
  });
});
