import { CLUB, type ClubBenefitCode, type Locale } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import { deactivateDiscountCode, lockDiscountCode, normalizeDiscountCode } from '../cart';
import type { Database } from '../db/schema';
import { NotFoundError } from '../domain/errors';
import { enqueueMail } from '../mail';
import { lastReceipt } from '../orders';
import { friendWindow, seasonalWindow } from './code-windows';
import { codeState, issueCode, listMemberCodes, receiptUsed, toBenefitCode } from './codes';
import { BenefitRefusedError } from './errors';
import { buildFriendMail } from './mails';
import { enjoysBenefits, findMember, isClosed, type MemberRecord } from './members';

/**
 * The member page's benefit requests (docs/requirements.md#club). Each runs in one transaction that starts by locking
 * the member's row, so a member's requests are counted one after the other (two quick clicks on
 * "seasonal code" cannot both pass the yearly limit).
 */

const requireBenefits = (member: MemberRecord) => {
  if (!enjoysBenefits(member.status)) throw new BenefitRefusedError('members_only');
};

const UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (error: unknown, constraint: string) => {
  const found = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return found.code === UNIQUE_VIOLATION && found.constraint === constraint;
};

/**
 * A seasonal code: 15 % of the member's last receipt as an amount off, at most
 * CLUB.seasonalDiscount.maxPerYear per calendar year, one per receipt; valid to the year's end.
 */
export async function issueSeasonalCode(db: Kysely<Database>, memberId: string, now: Date): Promise<ClubBenefitCode> {
  try {
    return await db.transaction().execute(async (trx) => {
      const member = await findMember(trx, memberId, { forUpdate: true });
      requireBenefits(member);
      const receipt = await lastReceipt(trx, member.email);
      if (!receipt) throw new BenefitRefusedError('no_receipt');
      const window = seasonalWindow(now, receipt.receiptCents);
      const { issued } = await trx
        .selectFrom('club_codes')
        .select(sql<number>`count(*)::int`.as('issued'))
        .where('member_id', '=', member.id)
        .where('kind', '=', 'seasonal')
        .where('year', '=', window.year)
        .executeTakeFirstOrThrow();
      if (issued >= CLUB.seasonalDiscount.maxPerYear) throw new BenefitRefusedError('seasonal_limit_reached');
      if (await receiptUsed(trx, receipt.orderId)) throw new BenefitRefusedError('receipt_already_used');
      return await issueCode(trx, window, member.email, { memberId: member.id, receiptOrderId: receipt.orderId }, now);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'club_codes_receipt_order_key')) throw new BenefitRefusedError('receipt_already_used');
    throw error;
  }
}

/**
 * Bring a friend: 10 % for both within 45 days. The member's code is theirs (club_codes); the friend's
 * is bound to the friend's e-mail and sent to it, in the member's language. A friend is brought once,
 * by whoever names them first (club_friend_invitations_friend_key decides a race); a member or the
 * member's own address cannot be brought.
 */
export async function inviteFriend(db: Kysely<Database>, memberId: string, friendEmail: string, now: Date): Promise<{ code: ClubBenefitCode; friendEmail: string }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const member = await findMember(trx, memberId, { forUpdate: true });
      requireBenefits(member);
      const friend = friendEmail.toLowerCase();
      if (friend === member.email.toLowerCase()) throw new BenefitRefusedError('own_email', 'friendEmail');
      const isMember = await trx
        .selectFrom('club_members')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', friend))
        .executeTakeFirst();
      if (isMember) throw new BenefitRefusedError('friend_already_member', 'friendEmail');
      const invited = await trx
        .selectFrom('club_friend_invitations')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['friend_email']), '=', friend))
        .executeTakeFirst();
      if (invited) throw new BenefitRefusedError('friend_already_invited', 'friendEmail');

      const window = friendWindow(now);
      const memberCode = await issueCode(trx, window, member.email, { memberId: member.id }, now);
      const friendCode = await issueCode(trx, window, friendEmail, null, now);
      await trx
        .insertInto('club_friend_invitations')
        .values({ member_id: member.id, friend_email: friendEmail, member_code: memberCode.code, friend_code: friendCode.code, created_at: now })
        .execute();
      await enqueueMail(
        trx,
        buildFriendMail({
          friendEmail,
          memberName: member.name,
          memberLastname: member.lastname,
          locale: member.locale as Locale,
          code: friendCode.code,
          percent: friendCode.percent,
          validUntil: window.validUntil,
        }),
      );
      return { code: memberCode, friendEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'club_friend_invitations_friend_key')) throw new BenefitRefusedError('friend_already_invited', 'friendEmail');
    throw error;
  }
}

/** Someone else's code, or no code at all: the same 404 (a member cannot learn about others' codes). */
export class UnknownClubCodeError extends NotFoundError {
  constructor() {
    super('You have no such code');
  }
}

/**
 * Gives up one of the member's own codes for a tree planted instead: the discount code is
 * switched off (discount_codes.active = false, so the cart and checkout refuse it as "invalid") and
 * club_codes.donated_at records the tree. Only a code that could still be used: not used, not donated,
 * not expired. The code's row is locked as the order placement locks it, so a donation and an order
 * using the same code cannot both succeed.
 */
export async function donateCode(db: Kysely<Database>, memberId: string, input: string, now: Date): Promise<{ code: ClubBenefitCode; treesDonated: number }> {
  const codeName = normalizeDiscountCode(input);
  return db.transaction().execute(async (trx) => {
    const member = await findMember(trx, memberId, { forUpdate: true });
    if (isClosed(member.status)) throw new BenefitRefusedError('members_only');
    const owned = await trx.selectFrom('club_codes').select('code').where('code', '=', codeName).where('member_id', '=', member.id).executeTakeFirst();
    if (!owned) throw new UnknownClubCodeError();
    await lockDiscountCode(trx, codeName);
    const codes = await listMemberCodes(trx, member.id);
    const target = codes.find((code) => code.code === codeName);
    if (!target) throw new UnknownClubCodeError();
    const state = codeState(target, now);
    if (state === 'used' || state === 'donated' || state === 'expired') throw new BenefitRefusedError(state, 'code');
    await deactivateDiscountCode(trx, codeName);
    await trx.updateTable('club_codes').set({ donated_at: now }).where('code', '=', codeName).execute();
    const donated = { ...target, active: false, donatedAt: now };
    return { code: toBenefitCode(donated, now), treesDonated: codes.filter((code) => code.donatedAt !== null).length + 1 };
  });
}
