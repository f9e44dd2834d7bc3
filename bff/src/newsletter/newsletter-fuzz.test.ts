import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { errorBodySchema, NEWSLETTER_FIELD_PROBLEMS, newsletterSubscriptionResponseSchema } from '@ama/contracts';
import fc from 'fast-check';
import { createApp } from '../app';
import { describeWithDatabase, testConfig } from '../test-support/engines';

/** Random sign-ups, many with control characters: bad input is a 400 naming the field, never a 5xx. */
const RUNS = 1_000;
const TEXT_FIELDS = ['name', 'surname', 'dateOfBirth', 'email'] as const;

/** Every C0 control character and DEL, from code points (not the schema's own pattern). */
const CONTROLS = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), '\u007F'];
const hasControl = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** `text` with a control character put at a random place: 'A\u0000B', '\u0000Ada', 'Ada\u001B'. */
const spoiled = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, fc.constantFrom(...CONTROLS), fc.nat()).map(([base, control, at]) => {
    const index = at % (base.length + 1);
    return `${base.slice(0, index)}${control}${base.slice(index)}`;
  });

const fieldValue = (valid: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 10, arbitrary: valid },
    { weight: 3, arbitrary: spoiled(valid) },
    { weight: 1, arbitrary: fc.string({ maxLength: 90 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    // undefined leaves the key out of the JSON: a missing field.
    { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, null, 42, true, ['Ada'], {}) },
  );

const body = fc.record({
  name: fieldValue(fc.constantFrom('Ada', 'Zoë', 'Jean Luc', 'O’Brien')),
  surname: fieldValue(fc.constantFrom('Lovelace', 'Müller-Lüdenscheidt', 'Ng')),
  dateOfBirth: fieldValue(fc.constantFrom('1990-05-17', '2000-02-29', '1900-01-01')),
  // A fresh address per run, or every valid sign-up after the first would be a 409.
  email: fieldValue(fc.uuid().map((id) => `fuzz.${id}@example.com`)),
  privacy: fc.oneof({ weight: 8, arbitrary: fc.constant<unknown>(true) }, { weight: 1, arbitrary: fc.constantFrom<unknown>(false, 'true', 1) }),
});

describeWithDatabase('newsletter fuzzing', (context) => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // The limit is raised so that the runs are not throttled; the rate limit has its own tests.
    const app = createApp({ config: testConfig({ NEWSLETTER_RATE_LIMIT: '10000' }), db: context().db });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it(`answers ${RUNS} random sign-ups without a 5xx, naming every field that holds a control character`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const res = await fetch(`${base}/api/newsletter/subscriptions?locale=en`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(input),
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const answer: unknown = await res.json();
        if (res.status >= 500) throw new Error(`${res.status} for ${JSON.stringify(input)}: ${JSON.stringify(answer)}`);

        const spoiledFields = TEXT_FIELDS.filter((field) => {
          const value = input[field];
          return typeof value === 'string' && hasControl(value.trim());
        });
        if (spoiledFields.length > 0) {
          expect(res.status).toBe(400);
          const { fields = {} } = errorBodySchema.parse(answer).error;
          for (const field of spoiledFields) expect(fields[field]).toBe('control_characters');
          return;
        }
        if (res.status === 201) {
          // What was stored is as clean as what was accepted.
          const { subscription } = newsletterSubscriptionResponseSchema.parse(answer);
          const stored = await context()
            .db.kysely.selectFrom('newsletter_subscribers')
            .select(['name', 'surname', 'email'])
            .where('discount_code', '=', subscription.discountCode)
            .executeTakeFirstOrThrow();
          expect(Object.values(stored).filter(hasControl)).toEqual([]);
          return;
        }
        expect([400, 409]).toContain(res.status);
        const { error } = errorBodySchema.parse(answer);
        // Field problems are codes the form translates (or the generic messages of a malformed body).
        for (const [field, problem] of Object.entries(error.fields ?? {})) {
          if ((TEXT_FIELDS as readonly string[]).includes(field) && problem !== 'Expected text') expect(NEWSLETTER_FIELD_PROBLEMS).toContain(problem);
        }
      }),
      { numRuns: RUNS },
    );
    // The generator must reach the sign-up itself and the refusals, or the property proves little.
    expect(statuses.get(201)).toBeGreaterThan(RUNS / 20);
    expect(statuses.get(400)).toBeGreaterThan(RUNS / 20);
  }, 180_000);
});
