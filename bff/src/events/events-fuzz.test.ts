import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { errorBodySchema, EVENT_FIELD_PROBLEMS } from '@ama/contracts';
import fc from 'fast-check';
import { createApp } from '../app';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { seedEvents } from './seed';
import { EVENT_SEED } from './seed-data';

/** Random registrations, many malformed: bad input is a 400 (or a 409 for a full event), never a 5xx. */
const RUNS = 300;
const NOW = new Date('2026-11-25T10:00:00Z');
const KEY = 'fuzz-evening-2027';
const TEXT_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'company'] as const;

const CONTROLS = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), '\u007F'];
const hasControl = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
const spoiled = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, fc.constantFrom(...CONTROLS), fc.nat()).map(([base, control, at]) => `${base.slice(0, at % (base.length + 1))}${control}${base.slice(at % (base.length + 1))}`);
const fieldValue = (valid: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 24, arbitrary: valid },
    { weight: 2, arbitrary: spoiled(valid) },
    { weight: 1, arbitrary: fc.string({ maxLength: 130 }) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, null, 42, true, ['Ada'], {}) },
  );

const body = fc.record({
  firstName: fieldValue(fc.constantFrom('Ada', 'Zoë', 'Jean Luc')),
  lastName: fieldValue(fc.constantFrom('Lovelace', 'Müller-Lüdenscheidt', 'O’Brien')),
  phone: fieldValue(fc.constantFrom('+39 02 1234 5678', '347 123 4567', '+44 20 7946 0958')),
  email: fieldValue(fc.uuid().map((id) => `fuzz.${id}@example.com`)),
  company: fieldValue(fc.constantFrom('Acme Srl', 'Bianchi & Figli')),
  companions: fc.oneof(
    { weight: 4, arbitrary: fc.constant([]) },
    { weight: 4, arbitrary: fc.array(fc.record({ name: fieldValue(fc.constantFrom('Marco', 'Sara Verdi')) }), { maxLength: 6 }) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>('Marco', null, [1], [{}], [{ name: 'A', age: 3 }]) },
  ),
  presence: fc.oneof({ weight: 8, arbitrary: fc.constantFrom<unknown>('yes', 'no') }, { weight: 1, arbitrary: fc.constantFrom<unknown>('maybe', true, undefined) }),
  conditions: fc.oneof({ weight: 8, arbitrary: fc.constant<unknown>(true) }, { weight: 1, arbitrary: fc.constantFrom<unknown>(false, 'true', undefined) }),
  privacy: fc.oneof({ weight: 8, arbitrary: fc.constant<unknown>(true) }, { weight: 1, arbitrary: fc.constantFrom<unknown>(false, 1, undefined) }),
});

describeWithDatabase('events fuzzing', (context) => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    await seedEvents(context().db, [
      { ...EVENT_SEED[1]!, key: KEY, startsAt: '2027-06-01T18:30:00+02:00', endsAt: '2027-06-01T21:30:00+02:00', capacity: 10_000, seatsReserved: 0 },
    ]);
    const app = createApp({ config: testConfig(), db: context().db, events: { now: () => NOW, rateLimit: { limit: 100_000, windowMs: 60_000 } } });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it(`answers ${RUNS} random registrations without a 5xx, naming every field that holds a control character`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const res = await fetch(`${base}/api/events/${KEY}/registrations?locale=de`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(input),
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const answer: unknown = await res.json();
        if (res.status >= 500) throw new Error(`${res.status} for ${JSON.stringify(input)}: ${JSON.stringify(answer)}`);
        const spoiledFields = TEXT_FIELDS.filter((field) => typeof input[field] === 'string' && hasControl((input[field] as string).trim()));
        if (spoiledFields.length > 0) {
          expect(res.status).toBe(400);
          const { fields = {} } = errorBodySchema.parse(answer).error;
          for (const field of spoiledFields) expect(fields[field]).toBe('control_characters');
          return;
        }
        if (res.status === 201) return;
        expect(res.status).toBe(400);
        const { error } = errorBodySchema.parse(answer);
        for (const [field, problem] of Object.entries(error.fields ?? {})) {
          if ((TEXT_FIELDS as readonly string[]).includes(field) && problem !== 'Expected text') expect(EVENT_FIELD_PROBLEMS).toContain(problem);
        }
      }),
      { numRuns: RUNS },
    );
    expect(statuses.get(201)).toBeGreaterThan(RUNS / 20);
    expect(statuses.get(400)).toBeGreaterThan(RUNS / 20);
  }, 180_000);

  it('answers random cancellation tokens with 400 or 404, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 60 }), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.constantFrom<unknown>(null, 42, [], {})), async (token) => {
        const res = await fetch(`${base}/api/events/registrations/cancel?locale=en`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ token }),
        });
        expect([400, 404]).toContain(res.status);
        errorBodySchema.parse(await res.json());
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
