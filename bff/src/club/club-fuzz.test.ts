import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { CLUB_BENEFIT_PROBLEMS, CLUB_FIELD_PROBLEMS, CLUB_MEMBER_TOKEN_HEADER, CLUB_SIGN_UP_FIELDS, clubSignUpResponseSchema, errorBodySchema } from '@ama/contracts';
import fc from 'fast-check';
import { createApp } from '../app';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { signMemberToken } from './member-token';

/** Random sign-ups and member requests, many with control characters: bad input is a 4xx naming the field, never a 5xx. */
const SIGN_UP_RUNS = 400;
const MEMBER_RUNS = 300;
const TEXT_FIELDS = CLUB_SIGN_UP_FIELDS.filter((field) => field !== 'privacy');

const CONTROLS = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), '\u007F'];
const hasControl = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

const spoiled = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, fc.constantFrom(...CONTROLS), fc.nat()).map(([base, control, at]) => {
    const index = at % (base.length + 1);
    return `${base.slice(0, index)}${control}${base.slice(index)}`;
  });

const fieldValue = (valid: fc.Arbitrary<string>, validWeight = 40) =>
  fc.oneof(
    { weight: validWeight, arbitrary: valid },
    { weight: 2, arbitrary: spoiled(valid) },
    { weight: 1, arbitrary: fc.string({ maxLength: 90 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, null, 42, true, ['x'], {}) },
  );

/** Mostly consistent places (region, city, CAP of the data), sometimes mixed up. */
const place = fc.constantFrom(
  { region: '03', city: 'Milano', zipCode: '20121' },
  { region: '12', city: 'Roma', zipCode: '00184' },
  { region: '09', city: 'Firenze', zipCode: '50122' },
  { region: '03', city: 'Roma', zipCode: '20121' },
  { region: '99', city: 'Milano', zipCode: '20121' },
  { region: '03', city: 'Milano', zipCode: '00000' },
);

const body = fc
  .record({
    name: fieldValue(fc.constantFrom('Giulia', 'Zoë', 'Jean Luc', 'O’Brien')),
    // A fresh person per run (with the e-mail below), or every valid sign-up after the first would be a 409.
    lastname: fieldValue(fc.uuid().map((id) => `Rossi ${id}`)),
    email: fieldValue(fc.uuid().map((id) => `fuzz.${id}@example.com`)),
    phone: fieldValue(fc.constantFrom('02 1234 5678', '+39 347 123 4567', '347 1234567')),
    country: fieldValue(fc.constantFrom('IT', 'it', 'FR')),
    address: fieldValue(fc.constantFrom('Via Roma 1', 'Piazza Duomo', 'Corso Magenta 12/b')),
    birthDate: fieldValue(fc.constantFrom('1990-05-17', '2000-02-29', '1900-01-01', '2015-01-01')),
    privacy: fc.oneof({ weight: 8, arbitrary: fc.constant<unknown>(true) }, { weight: 1, arbitrary: fc.constantFrom<unknown>(false, 'true', 1) }),
    place,
  })
  .map(({ place: chosen, ...rest }) => ({ ...rest, ...chosen }));

const memberRequest = fc.record({
  path: fc.constantFrom('member/seasonal-codes', 'member/friend-invitations', 'member/donations'),
  body: fc.oneof(
    fc.constant<unknown>({}),
    fc.record({ friendEmail: fieldValue(fc.uuid().map((id) => `friend.${id}@example.com`)) }),
    fc.record({ code: fieldValue(fc.constantFrom('AMA10', 'CLUBWELCOME5-0000-0000-0000-0000', 'x'.repeat(41))) }),
    fc.anything(),
  ),
  token: fc.constantFrom<'member' | 'garbage' | 'none'>('member', 'member', 'member', 'garbage', 'none'),
});

describeWithDatabase('club fuzzing', (context) => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = createApp({ config: testConfig({ CLUB_RATE_LIMIT: '100000' }), db: context().db });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const post = async (path: string, payload: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/api/club/${path}?locale=en`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return { status: res.status, answer: (await res.json()) as unknown };
  };

  it(`answers ${SIGN_UP_RUNS} random sign-ups without a 5xx, naming every field that holds a control character`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const { status, answer } = await post('sign-ups', input);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) throw new Error(`${status} for ${JSON.stringify(input)}: ${JSON.stringify(answer)}`);
        const spoiledFields = TEXT_FIELDS.filter((field) => {
          const value = (input as Record<string, unknown>)[field];
          return typeof value === 'string' && hasControl(value.trim());
        });
        if (spoiledFields.length > 0) {
          expect(status).toBe(400);
          const { fields = {} } = errorBodySchema.parse(answer).error;
          for (const field of spoiledFields) expect(fields[field]).toBe('control_characters');
          return;
        }
        if (status === 201) {
          clubSignUpResponseSchema.parse(answer);
          return;
        }
        expect([400, 409]).toContain(status);
        const { error } = errorBodySchema.parse(answer);
        for (const [field, problem] of Object.entries(error.fields ?? {})) {
          if ((TEXT_FIELDS as readonly string[]).includes(field) && problem !== 'Expected text') expect(CLUB_FIELD_PROBLEMS).toContain(problem);
        }
      }),
      { numRuns: SIGN_UP_RUNS },
    );
    // The generator must reach the sign-up itself and the refusals, or the property proves little.
    expect(statuses.get(201)).toBeGreaterThan(SIGN_UP_RUNS / 20);
    expect(statuses.get(400)).toBeGreaterThan(SIGN_UP_RUNS / 20);
  }, 180_000);

  it(`answers ${MEMBER_RUNS} random member requests with 2xx, 400, 404 or 409, never a 5xx`, async () => {
    const signedUp = await post('sign-ups', {
      name: 'Fuzz',
      lastname: `Member ${Date.now()}`,
      email: `fuzz.member.${Date.now()}@example.com`,
      phone: '02 1234 5678',
      country: 'IT',
      region: '03',
      city: 'Milano',
      zipCode: '20121',
      address: 'Via Roma 1',
      birthDate: '1990-05-17',
      privacy: true,
    });
    expect(signedUp.status).toBe(201);
    const email = (signedUp.answer as { signUp: { email: string } }).signUp.email;
    const { id } = await context().db.kysely.updateTable('club_members').set({ status: 'member' }).where('email', '=', email).returning('id').executeTakeFirstOrThrow();
    const token = signMemberToken(context().config.club.linkSecret, id);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(memberRequest, async (request) => {
        const headers: Record<string, string> = request.token === 'none' ? {} : { [CLUB_MEMBER_TOKEN_HEADER]: request.token === 'member' ? token : 'garbage.token' };
        const { status, answer } = await post(request.path, request.body, headers);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) throw new Error(`${status} for ${JSON.stringify(request)}: ${JSON.stringify(answer)}`);
        // Without a member's token: 404, unless the body parser (before the handler) refused a body that is no JSON object.
        if (request.token !== 'member' && status !== 404) expect(errorBodySchema.parse(answer).error.code).toBe('MALFORMED_JSON');
        if (status === 409) {
          const { error } = errorBodySchema.parse(answer);
          expect(error.code).toBe('CLUB_BENEFIT_REFUSED');
          for (const problem of Object.values(error.fields ?? {})) expect(CLUB_BENEFIT_PROBLEMS).toContain(problem);
        } else if (status >= 400) {
          expect([400, 404]).toContain(status);
          errorBodySchema.parse(answer);
        }
      }),
      { numRuns: MEMBER_RUNS },
    );
    expect([...statuses]).toContainEqual([201, expect.any(Number)]);
    expect(statuses.get(400)).toBeGreaterThan(0);
    expect(statuses.get(404)).toBeGreaterThan(0);
  }, 180_000);
});
