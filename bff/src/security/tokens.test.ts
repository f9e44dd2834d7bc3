import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { devOutboxResponseSchema, eventListResponseSchema, eventRegistrationResponseSchema } from '@ama/contracts';
import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../app';
import { isEliteToken, signMemberToken, verifyMemberToken } from '../club/member-token';
import { ConfigError, loadConfig } from '../app-config';
import { newOrderReference } from '../orders/identifiers';
import { newCancelToken } from '../appointments/service';
import { newVisitor } from '../visitor/token';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper, visitorTokenOf } from '../test-support/shopper';

/**
 * Tokens: every secret the shop hands out (visitor cookie, order reference, appointment and
 * event cancellation links, member links, the ELITE page, the operator API) is drawn from the OS CSPRNG
 * with at least 128 bits, is never stored as such where a hash will do, and is compared in constant
 * time (a hash looked up through an index, or crypto.timingSafeEqual), never with === on the secret.
 */

const BASE64URL_256 = /^[A-Za-z0-9_-]{43}$/;
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** Bits of entropy a base64url string of n characters can hold at most. */
const base64urlBits = (token: string) => token.length * 6;

describe.each([
  ['visitor token', () => newVisitor().token],
  ['order reference', () => newOrderReference()],
  ['appointment cancellation token', () => newCancelToken()],
])('%s', (_name, draw) => {
  it('is 256 random bits in base64url, unique over 2,000 draws, with every symbol in use', () => {
    const tokens = Array.from({ length: 2_000 }, draw);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) {
      expect(token).toMatch(BASE64URL_256);
      expect(base64urlBits(token)).toBeGreaterThanOrEqual(128);
    }
    // A CSPRNG's output uses the whole alphabet evenly; a counter or a timestamp would not.
    const symbols = new Set(tokens.join(''));
    expect(symbols.size).toBe(64);
  });
});

describe('member links (HMAC-SHA256) and the ELITE page', () => {
  const secret = 'x'.repeat(48);
  const member = '3f2a0c1e-8b4d-4e6f-9a7b-1c2d3e4f5a6b';

  it('are signed with 256 bits of MAC and refuse any altered character', () => {
    const token = signMemberToken(secret, member);
    const mac = token.split('.')[2]!;
    expect(mac).toMatch(BASE64URL_256);
    expect(verifyMemberToken(secret, token)?.memberId).toBe(member);
    for (let i = 0; i < token.length; i += 1) {
      const altered = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
      expect(verifyMemberToken(secret, altered)).toBeNull();
    }
    expect(verifyMemberToken('y'.repeat(48), token)).toBeNull();
  });

  it('compare the ELITE token whole (a prefix, a longer or a shorter guess is refused)', () => {
    const elite = '0123456789abcdef0123456789abcdef';
    expect(isEliteToken(elite, elite)).toBe(true);
    for (const guess of [elite.slice(0, -1), `${elite}0`, elite.slice(0, 16), '', elite.toUpperCase()]) expect(isEliteToken(elite, guess)).toBe(false);
  });

  it('refuse weak configured secrets: under 128 bits of ELITE token, short link and operator secrets', () => {
    expect(() => loadConfig({ CLUB_ELITE_TOKEN: 'a'.repeat(31) })).toThrow(ConfigError);
    expect(() => loadConfig({ CLUB_LINK_SECRET: 'a'.repeat(31) })).toThrow(ConfigError);
    expect(() => loadConfig({ CLUB_OPERATOR_TOKEN: 'a'.repeat(31) })).toThrow(ConfigError);
    // A deployed shop may not run on the development values published in this repository.
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' })).toThrow(ConfigError);
  });
});

/**
 * Constant-time comparison cannot be measured reliably in a unit test (timers are too noisy), so the
 * comparing code itself is checked: each module that compares a secret does it with timingSafeEqual or
 * by a hash looked up in the database, and none compares a secret with ===.
 */
describe('every comparison of a secret is constant-time', () => {
  const source = (file: string) => readFileSync(path.join(__dirname, '..', file), 'utf8');

  it.each([
    ['club/member-token.ts', /timingSafeEqual\(given, expected\)/],
    ['club/member-token.ts', /timingSafeEqual\(digest\(expected\), digest\(given\)\)/],
    ['club/operator-routes.ts', /timingSafeEqual\(digest\(given\), digest\(token\)\)/],
    ['events/register.ts', /where\('cancel_token_hash', '=', hash\)/],
    ['appointments/service.ts', /where\('cancel_token_hash', '=', hashToken\(token\)\)/],
    ['visitor/visitors.ts', /where\('token_hash', '=', visitorHash\)/],
  ])('%s matches %s', (file, pattern) => {
    expect(source(file)).toMatch(pattern);
  });

  it.each(['club/member-token.ts', 'club/operator-routes.ts', 'events/register.ts', 'appointments/service.ts', 'visitor/token.ts'])('%s compares no token with ===', (file) => {
    expect(source(file)).not.toMatch(/\b(token|given|secret)\s*[!=]==\s*(token|expected|secret|given)\b/);
  });
});

describeWithDatabase('security: tokens at rest', (context) => {
  it('keeps only the SHA-256 of a visitor token in the database', async () => {
    const { db } = context();
    const app = createApp({ config: testConfig(), db });
    const shopper = new Shopper(app);
    const res = await shopper.addLine({ sku: 'GA-PEN-OV', quantity: 1 });
    const token = visitorTokenOf(res)!;
    expect(token).toMatch(BASE64URL_256);
    const rows = await sql<Record<string, unknown>>`select * from visitors where token_hash = ${sha256Hex(token)}`.execute(db.kysely);
    expect(rows.rows).toHaveLength(1);
    expect(JSON.stringify(rows.rows)).not.toContain(token);
  });

  it('hands out an event cancellation token of 256 bits and keeps only its SHA-256', async () => {
    const { db } = context();
    const app = createApp({ config: testConfig(), db });
    const events = eventListResponseSchema.parse((await request(app).get('/api/events?locale=en')).body);
    const open = events.upcoming.find((event) => event.state === 'open')!;
    const res = await request(app).post(`/api/events/${open.key}/registrations?locale=en`).set('Content-Type', 'application/json').send({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '347 123 4567',
      email: 'token.test@example.com',
      company: 'AMA',
      companions: [],
      presence: 'yes',
      conditions: true,
      privacy: true,
    });
    expect(res.status).toBe(201);
    const { cancelToken } = eventRegistrationResponseSchema.parse(res.body).registration;
    expect(cancelToken).toMatch(BASE64URL_256);
    const rows = await sql<Record<string, unknown>>`select * from event_registrations where email = ${'token.test@example.com'}`.execute(db.kysely);
    expect(rows.rows).toHaveLength(1);
    const row = rows.rows[0]!;
    expect(Buffer.from(row.cancel_token_hash as Uint8Array).toString('hex')).toBe(sha256Hex(cancelToken));
    expect(JSON.stringify(row)).not.toContain(cancelToken);
    // The e-mail carries the link; the outbox is the only other place the token is written.
    const outbox = devOutboxResponseSchema.parse((await request(app).get('/api/dev/outbox?to=token.test@example.com')).body);
    expect(outbox.mails.some((mail) => mail.text.includes(cancelToken))).toBe(true);
  });
});
