import { CLUB, SHOP_TIME_ZONE, type ClubStatus } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { romeYear } from './calendar';

/**
 * Club AMA's membership lifecycle (docs/requirements.md#club): pending → member with a first purchase of at
 * least CLUB.minFirstPurchaseCents at list price; member → elite once a calendar year's purchases at
 * list price reach CLUB.eliteYearlySpendCents (ELITE holds for that year and the next); any active
 * state → revoked (the member, in writing) or terminated (the provider, for breach). Every change is a
 * row of club_status_changes; the member's row holds the current state.
 *
 * "List price" is the order's subtotal (its lines before any discount); years are calendar years in
 * Italy. Only orders placed since the sign-up count: the club rewards what a member buys as a member.
 */

type Actor = 'member' | 'order' | 'operator' | 'system';
const ACTIVE: readonly ClubStatus[] = ['pending', 'member', 'elite'];
export const isActiveStatus = (status: ClubStatus) => ACTIVE.includes(status);

/** The status a member has at `now`: an ELITE whose last year has passed is a member again. */
export function effectiveStatus(member: { status: ClubStatus; elite_until_year: number | null }, now: Date): ClubStatus {
  if (member.status === 'elite' && (member.elite_until_year ?? 0) < romeYear(now)) return 'member';
  return member.status;
}

interface LockedMember {
  id: string;
  status: ClubStatus;
  elite_until_year: number | null;
  registered_at: Date;
}

interface Change {
  to: ClubStatus;
  reason: string;
  actor: Actor;
  detail?: string | null;
  orderId?: string | null;
  eliteUntilYear?: number | null;
}

/** Writes the new state and its history row (the caller holds the member's row lock). */
async function change(trx: Kysely<Database>, member: LockedMember, next: Change, now: Date): Promise<LockedMember> {
  const eliteUntilYear = next.eliteUntilYear === undefined ? member.elite_until_year : next.eliteUntilYear;
  await trx
    .updateTable('club_members')
    .set({
      status: next.to,
      elite_until_year: eliteUntilYear,
      ...(member.status === 'pending' && next.to === 'member' ? { member_since: now } : {}),
    })
    .where('id', '=', member.id)
    .execute();
  await trx
    .insertInto('club_status_changes')
    .values({
      member_id: member.id,
      from_status: member.status,
      to_status: next.to,
      reason: next.reason,
      detail: next.detail ?? null,
      order_id: next.orderId ?? null,
      actor: next.actor,
      changed_at: now,
    })
    .execute();
  return { ...member, status: next.to, elite_until_year: eliteUntilYear };
}

/**
 * Locks the member's row: concurrent orders, revocations and the housekeeping pass for one member take
 * turns, so each reads the state (and, on PostgreSQL's READ COMMITTED, the orders) the previous one left.
 */
async function lockMember(trx: Kysely<Database>, where: { email: string } | { id: string }): Promise<LockedMember | undefined> {
  let query = trx.selectFrom('club_members').select(['id', 'status', 'elite_until_year', 'registered_at']).forUpdate();
  query = 'email' in where ? query.where(sql<string>`lower(email)`, '=', where.email.toLowerCase()) : query.where('id', '=', where.id);
  return query.executeTakeFirst();
}

/** An ELITE whose years are over becomes a member again, with its history row. */
async function expireEliteIfOver(trx: Kysely<Database>, member: LockedMember, now: Date): Promise<LockedMember> {
  if (member.status !== 'elite' || effectiveStatus(member, now) === 'elite') return member;
  return change(trx, member, { to: 'member', reason: 'elite_expired', actor: 'system' }, now);
}

/** The member's purchases at list price in `year` (Italy's calendar), since the sign-up. */
async function spendInYear(trx: Kysely<Database>, email: string, since: Date, year: number): Promise<number> {
  const { rows } = await sql<{ cents: string }>`
    select coalesce(sum(subtotal_cents), 0) as cents from orders
    where lower(email) = ${email.toLowerCase()} and placed_at >= ${since}
      and extract(year from placed_at at time zone ${SHOP_TIME_ZONE})::int = ${year}`.execute(trx);
  return Number(rows[0]?.cents ?? 0);
}

export interface ClubPurchase {
  orderId: string;
  email: string;
  /** The order at list price (its subtotal, before any discount). */
  subtotalCents: number;
  placedAt: Date;
}

/**
 * The order placement's `onPlaced` hook, as the app wires it: called inside the order's transaction,
 * after the order row is written. Moves the buyer's membership on, if the buyer is in the club. Returns
 * the status after the order (null when the e-mail has no active membership).
 */
export async function recordClubPurchase(trx: Kysely<Database>, purchase: ClubPurchase): Promise<ClubStatus | null> {
  const locked = await lockMember(trx, { email: purchase.email });
  if (!locked || !isActiveStatus(locked.status)) return null;
  const now = purchase.placedAt;
  let member = await expireEliteIfOver(trx, locked, now);
  if (member.status === 'pending') {
    if (purchase.subtotalCents < CLUB.minFirstPurchaseCents) return member.status;
    member = await change(trx, member, { to: 'member', reason: 'first_purchase', actor: 'order', orderId: purchase.orderId }, now);
  }
  const year = romeYear(now);
  if (member.status === 'elite' && member.elite_until_year !== null && member.elite_until_year > year) return member.status;
  const spent = await spendInYear(trx, purchase.email, member.registered_at, year);
  if (spent < CLUB.eliteYearlySpendCents) return member.status;
  // A new ELITE, or an ELITE whose current year qualifies it for the next one too.
  member = await change(
    trx,
    member,
    { to: 'elite', reason: member.status === 'elite' ? 'elite_renewed' : 'yearly_spend', actor: 'order', orderId: purchase.orderId, eliteUntilYear: year + 1 },
    now,
  );
  return member.status;
}

export type EndOutcome = { ended: true } | { ended: false; status: ClubStatus };

async function endMembership(db: Kysely<Database>, memberId: string, next: Change, now: Date): Promise<EndOutcome | null> {
  const run = async (trx: Kysely<Database>) => {
    const member = await lockMember(trx, { id: memberId });
    if (!member) return null;
    // Ending twice changes nothing and says so: the first statement is the one on record.
    if (!isActiveStatus(member.status)) return { ended: false as const, status: member.status };
    await change(trx, member, next, now);
    return { ended: true as const };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/** The member's written revocation: the statement is kept in the history. */
export function revokeMembership(db: Kysely<Database>, memberId: string, statement: string, now: Date = new Date()): Promise<EndOutcome | null> {
  return endMembership(db, memberId, { to: 'revoked', reason: 'revoked_in_writing', actor: 'member', detail: statement }, now);
}

/** The provider's termination for breach: an operator action, with its reason on record. */
export async function terminateMembership(db: Kysely<Database>, email: string, reason: string, now: Date = new Date()): Promise<EndOutcome | null> {
  const member = await db
    .selectFrom('club_members')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  if (!member) return null;
  return endMembership(db, member.id, { to: 'terminated', reason: 'terminated_for_breach', actor: 'operator', detail: reason }, now);
}

/** Housekeeping: records, for every ELITE whose years are over, the return to member. Returns how many. */
export async function expireEliteMemberships(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const due = await db.selectFrom('club_members').select('id').where('status', '=', 'elite').where('elite_until_year', '<', romeYear(now)).execute();
  for (const { id } of due) {
    await db.transaction().execute(async (trx) => {
      const member = await lockMember(trx, { id });
      if (member) await expireEliteIfOver(trx, member, now);
    });
  }
  return due.length;
}
