import { euros } from '@ama/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertTestMember } from '../test-support/club';
import { describeWithDatabase } from '../test-support/engines';
import { effectiveStatus, expireEliteMemberships, recordClubPurchase, revokeMembership, terminateMembership } from './lifecycle';

/** Instants in Italy's calendar: 10:00 in Rome on that day. */
const rome = (day: string) => new Date(`${day}T10:00:00+01:00`);

describeWithDatabase('Club AMA membership lifecycle', (context) => {
  const db = (): Kysely<Database> => context().db.kysely;

  const member = (registeredOn = '2025-01-10') => insertTestMember(db(), { registeredAt: rome(registeredOn), locale: 'it' });

  /** An order as the checkout writes it, reduced to what the club reads: e-mail, list price, time. */
  async function order(trx: Kysely<Database>, email: string, subtotalCents: number, placedAt: Date): Promise<string> {
    const address = JSON.stringify({ country: 'IT', city: 'Milano', address: 'Via Roma 1', zipCode: '20121', province: 'MI' });
    const { rows } = await sql<{ id: string }>`
      insert into orders (reference, number, visitor_hash, locale, email, phone, name, surname, shipping_address, billing_address,
        gift_wrapping, subtotal_cents, discount_cents, shipping_cents, total_cents, currency, privacy_accepted_at, placed_at)
      values (${randomBytes(32).toString('base64url').slice(0, 43)}, ${`AMA-${randomBytes(2)
        .toString('hex')
        .toUpperCase()
        .replace(/[ILOU]/g, '0')}-${randomBytes(1)
        .toString('hex')
        .toUpperCase()
        .replace(/[ILOU]/g, '0')}`},
        ${'a'.repeat(64)}, 'it', ${email}, '+393471234567', 'Giulia', 'Rossi', ${address}::jsonb, ${address}::jsonb,
        false, ${subtotalCents}, 0, 0, ${subtotalCents}, 'EUR', ${placedAt}, ${placedAt})
      returning id`.execute(trx);
    return rows[0]!.id;
  }

  async function buy(email: string, subtotalCents: number, placedAt: Date) {
    return db()
      .transaction()
      .execute(async (trx) => recordClubPurchase(trx, { orderId: await order(trx, email, subtotalCents, placedAt), email, subtotalCents, placedAt }));
  }

  const state = (id: string) => db().selectFrom('club_members').select(['status', 'elite_until_year', 'member_since']).where('id', '=', id).executeTakeFirstOrThrow();
  const history = async (id: string) =>
    (await db().selectFrom('club_status_changes').select(['from_status', 'to_status', 'reason', 'actor']).where('member_id', '=', id).orderBy('id').execute()).map(
      (row) => `${row.from_status}→${row.to_status} ${row.reason} (${row.actor})`,
    );

  it('stays pending after a first purchase of €1,999.99 at list price and becomes a member with €2,000', async () => {
    const { id, email } = await member();
    expect(await buy(email, euros(2_000) - 1, rome('2025-02-01'))).toBe('pending');
    expect((await state(id)).status).toBe('pending');
    expect(await buy(email.toUpperCase(), euros(2_000), rome('2025-02-02'))).toBe('member');
    expect((await state(id)).member_since).not.toBeNull();
    expect(await history(id)).toEqual(['pending→member first_purchase (order)']);
  });

  it('ignores purchases by an e-mail without a membership', async () => {
    expect(await buy(`nobody-${randomUUID()}@example.com`, euros(9_000), rome('2025-03-01'))).toBeNull();
  });

  it('makes a member ELITE when one calendar year reaches €8,000, for that year and the next; €7,999 does not', async () => {
    const { id, email } = await member();
    await buy(email, euros(2_000), rome('2025-03-01'));
    expect(await buy(email, euros(5_999), rome('2025-06-01'))).toBe('member');
    expect(await buy(email, euros(1), rome('2025-12-31'))).toBe('elite');
    expect(await state(id)).toMatchObject({ status: 'elite', elite_until_year: 2026 });
    expect(effectiveStatus({ status: 'elite', elite_until_year: 2026 }, rome('2026-12-31'))).toBe('elite');
    expect(effectiveStatus({ status: 'elite', elite_until_year: 2026 }, rome('2027-01-01'))).toBe('member');
  });

  it('does not add two calendar years together: €4,000 in December and €4,000 in January stay member', async () => {
    const { id, email } = await member('2024-11-01');
    await buy(email, euros(4_000), rome('2024-12-20'));
    expect(await buy(email, euros(4_000), rome('2025-01-05'))).toBe('member');
    expect((await state(id)).status).toBe('member');
  });

  it('a first purchase of €8,000 makes a pending sign-up a member and ELITE at once, with both changes on record', async () => {
    const { id, email } = await member();
    expect(await buy(email, euros(8_000), rome('2025-04-01'))).toBe('elite');
    expect(await history(id)).toEqual(['pending→member first_purchase (order)', 'member→elite yearly_spend (order)']);
  });

  it('an ELITE whose years are over is recorded as a member again by the housekeeping pass, once', async () => {
    const { id, email } = await member('2023-01-10');
    await buy(email, euros(8_000), rome('2023-02-01'));
    expect(await expireEliteMemberships(db(), rome('2024-12-31'))).toBe(0);
    expect(await expireEliteMemberships(db(), rome('2025-01-01'))).toBeGreaterThanOrEqual(1);
    expect(await state(id)).toMatchObject({ status: 'member' });
    expect(await expireEliteMemberships(db(), rome('2025-01-02'))).toBe(0);
    expect((await history(id)).at(-1)).toBe('elite→member elite_expired (system)');
  });

  it('keeps the written revocation on record; revoking twice changes nothing; later orders no longer count', async () => {
    const { id, email } = await member();
    await buy(email, euros(2_500), rome('2025-02-01'));
    expect(await revokeMembership(db(), id, 'I withdraw from Club AMA.', rome('2025-03-01'))).toEqual({ ended: true });
    expect(await revokeMembership(db(), id, 'Again.', rome('2025-03-02'))).toEqual({ ended: false, status: 'revoked' });
    expect(await buy(email, euros(9_000), rome('2025-04-01'))).toBeNull();
    const last = await db().selectFrom('club_status_changes').select(['detail', 'to_status']).where('member_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toEqual({ detail: 'I withdraw from Club AMA.', to_status: 'revoked' });
  });

  it('records the provider’s termination for breach with its reason', async () => {
    const { id, email } = await member();
    expect(await terminateMembership(db(), email.toLowerCase(), 'Resold a loaned piece', rome('2025-05-01'))).toEqual({ ended: true });
    expect(await history(id)).toEqual(['pending→terminated terminated_for_breach (operator)']);
    expect(await terminateMembership(db(), `nobody-${randomUUID()}@example.com`, 'x')).toBeNull();
  });

  it('counts concurrent orders of one member together: after €2,000, two orders of €3,000 at once reach €8,000 and make one ELITE', async () => {
    const { id, email } = await member();
    await buy(email, euros(2_000), rome('2025-01-20'));
    await Promise.all([buy(email, euros(3_000), rome('2025-05-01')), buy(email, euros(3_000), rome('2025-05-01'))]);
    expect(await state(id)).toMatchObject({ status: 'elite', elite_until_year: 2026 });
    expect((await history(id)).filter((entry) => entry.includes('→elite'))).toHaveLength(1);
  });
});
