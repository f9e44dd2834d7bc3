import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { errorBodySchema } from '@ama/contracts';
import fc from 'fast-check';
import { EVERY_KIND, rumApp } from './__tests__/rum-harness';
import { leafPaths, oddValues, withValueAt, type Json } from '../test-support/json-mutations';

/**
 * Fuzzing the beacon as security/fuzz-endpoints.test.ts fuzzes every other write (the same kinds of
 * bodies: arbitrary JSON, text that is not JSON, mutations of a valid beacon with a field dropped,
 * replaced by any JSON value, spoiled with control characters or made huge, an unknown field added),
 * sent as both types a beacon comes as and a few it must refuse. Whatever comes in, the answer is
 * below 500, and every 4xx is the shop's JSON error. FUZZ_BODIES raises the count (the bench's 10 000).
 */
const BODIES = Math.max(1, Number(process.env.FUZZ_BODIES) || 600);
const SEED = Number(process.env.FUZZ_SEED) || 20_261_201;
const CONCURRENCY = 4;
const CONTENT_TYPES = ['text/plain;charset=UTF-8', 'application/json', 'text/plain', 'Application/JSON; charset=utf-8', 'text/plain;charset=latin-9', 'text/html', undefined];

type Sent = { type: string | undefined; body?: string };

// A beacon's fields must not carry an address with a query (docs/rum.md): one among the odd values.
const oddValue = oddValues(['https://shop.example/en/cart?email=a@b.c']);

/** A valid beacon and mutations of it. */
const base: Json = { events: EVERY_KIND };
const paths = leafPaths(base);
const shaped: fc.Arbitrary<Json> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(base) },
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...paths), oddValue).map(([path, value]) => withValueAt(base, path, value)) },
  { weight: 2, arbitrary: fc.constantFrom(...paths).map((path) => withValueAt(base, path, undefined)) },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 12 }), oddValue).map(([key, value]) => ({ ...(base as object), [key || 'extra']: value })) },
  { weight: 1, arbitrary: fc.integer({ min: 40, max: 200 }).map((count) => ({ events: Array.from({ length: count }, (_, index) => EVERY_KIND[index % EVERY_KIND.length]) })) },
  { weight: 1, arbitrary: fc.constantFrom<Json>({ __proto__: { isAdmin: true } }, JSON.parse('{"__proto__":{"polluted":1}}'), [base], { data: base }) },
);

const sent: fc.Arbitrary<Sent> = fc
  .tuple(
    fc.constantFrom(...CONTENT_TYPES),
    fc.oneof(
      { weight: 6, arbitrary: shaped.map((value) => JSON.stringify(value)) },
      { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
      { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{', '{"events":', '[1,]', 'nul', '"\\u00"', '{"a":1}{"b":2}')) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
  )
  .map(([type, body]) => ({ type, body }));

describe('fuzzing POST /api/rum', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    // The budget out of the way: a 429 would hide the bodies behind it (the limit has its own test).
    server = rumApp({ limit: 1_000_000 }).app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it(`answers ${BODIES} fuzzed beacons below 500, every refusal in the shop's JSON error shape`, async () => {
    const bodies = fc.sample(sent, { numRuns: BODIES, seed: SEED });
    const statuses = new Map<number, number>();
    const problems: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < bodies.length) {
        const { type, body } = bodies[next++]!;
        const res = await fetch(`${origin}/api/rum?locale=en`, { method: 'POST', headers: type ? { 'Content-Type': type } : {}, body, signal: AbortSignal.timeout(10_000) });
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) problems.push(`${res.status} for ${type} ${body?.slice(0, 200)}: ${text.slice(0, 200)}`);
        else if (res.status >= 400 && !errorBodySchema.safeParse(JSON.parse(text || 'null')).success) problems.push(`not the JSON error: ${text.slice(0, 200)}`);
        else if (res.status === 204 && text !== '') problems.push(`a body with 204: ${text.slice(0, 100)}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    process.stdout.write(`fuzz: POST /api/rum ${bodies.length} bodies (${[...statuses].map(([status, count]) => `${status}×${count}`).join(' ')})\n`);
    expect(problems.slice(0, 20)).toEqual([]);
    // The generator must reach the counting and each refusal, or the property proves little.
    expect(statuses.get(204)).toBeGreaterThan(BODIES / 50);
    for (const status of [400, 413, 415]) expect(statuses.get(status)).toBeGreaterThan(0);
    expect(statuses.get(429) ?? 0).toBe(0);
  }, 120_000);
});
