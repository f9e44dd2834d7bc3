import { CLUB, type ClubMemberView } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { lastReceipt, subtotalCentsBetween } from '../orders';
import { romeYear, startOfRomeDay } from './calendar';
import { birthdayWindowAt, seasonalAmountCents } from './code-windows';
import { issueCode, listMemberCodes, receiptUsed, toBenefitCode } from './codes';
import { effectiveStatus } from './lifecycle';
import { enjoysBenefits, findMember, type MemberRecord } from './members';

/**
 * The birthday code is issued lazily, when the member page is read inside the birthday's window (30
 * days either side): one per birthday year (club_codes_once_key), only to members and ELITE. The
 * member's row is locked first, so two simultaneous reads issue it once.
 */
export async function issueBirthdayCodeIfDue(db: Kysely<Database>, member: MemberRecord, now: Date): Promise<void> {
  if (!enjoysBenefits(member.status)) return;
  const window = birthdayWindowAt(member.birthDate, now);
  if (!window) return;
  const has = (trx: Kysely<Database>) =>
    trx.selectFrom('club_codes').select('code').where('member_id', '=', member.id).where('kind', '=', 'birthday').where('year', '=', window.year).executeTakeFirst();
  if (await has(db)) return;
  await db.transaction().execute(async (trx) => {
    const locked = await findMember(trx, member.id, { forUpdate: true });
    if (!enjoysBenefits(locked.status) || (await has(trx))) return;
    await issueCode(trx, window, locked.email, { memberId: locked.id }, now);
  });
}

/** Purchases at list price (order subtotals, before any discount) in Italy's current calendar year, for the member's e-mail in any case. */
export async function yearSpendCents(db: Kysely<Database>, email: string, now: Date): Promise<number> {
  const year = romeYear(now);
  return subtotalCentsBetween(db, email, startOfRomeDay(`${year}-01-01`), startOfRomeDay(`${year + 1}-01-01`));
}

/** GET /api/club/member: everything the member page shows (clubMemberViewSchema). */
export async function readMemberView(db: Kysely<Database>, memberId: string, now: Date): Promise<ClubMemberView> {
  const member = await findMember(db, memberId);
  await issueBirthdayCodeIfDue(db, member, now);
  const [codes, spend, history, terms, receipt] = await Promise.all([
    listMemberCodes(db, member.id),
    yearSpendCents(db, member.email, now),
    db.selectFrom('club_status_changes').select(['changed_at', 'to_status', 'reason']).where('member_id', '=', member.id).orderBy('changed_at').orderBy('id').execute(),
    db.selectFrom('club_terms_versions').selectAll().where('effective_from', '>', now).orderBy('effective_from').limit(1).executeTakeFirst(),
    lastReceipt(db, member.email),
  ]);
  const year = romeYear(now);
  const seasonalThisYear = codes.filter((code) => code.kind === 'seasonal' && romeYear(code.validFrom) === year).length;
  return {
    name: member.name,
    lastname: member.lastname,
    email: member.email,
    // An ELITE whose years are over reads as member at once, before the housekeeping pass records it.
    status: effectiveStatus({ status: member.status, elite_until_year: member.eliteUntilYear }, now),
    registeredAt: member.registeredAt.toISOString(),
    eliteUntilYear: member.eliteUntilYear,
    yearSpendCents: spend,
    seasonalCodesLeftThisYear: enjoysBenefits(member.status) ? Math.max(0, CLUB.seasonalDiscount.maxPerYear - seasonalThisYear) : 0,
    seasonalReceipt: receipt
      ? {
          orderNumber: receipt.orderNumber,
          placedAt: receipt.placedAt.toISOString(),
          receiptCents: receipt.receiptCents,
          amountCents: seasonalAmountCents(receipt.receiptCents),
          used: await receiptUsed(db, receipt.orderId),
        }
      : null,
    codes: codes.map((code) => toBenefitCode(code, now)),
    treesDonated: codes.filter((code) => code.donatedAt !== null).length,
    history: history.map((row) => ({ at: row.changed_at.toISOString(), status: row.to_status, reason: row.reason })),
    pendingTermsChange: terms
      ? { version: terms.version, announcedAt: terms.announced_at.toISOString(), effectiveFrom: terms.effective_from.toISOString(), summary: terms.summary }
      : null,
  };
}
