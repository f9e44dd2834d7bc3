import { randomBytes } from 'node:crypto';
import { CLUB, type ClubBenefitCode, type ClubBenefitKind, type ClubCodeState } from '@ama/contracts';
import type { Kysely } from 'kysely';
import { discountCodeStates, insertDiscountCode } from '../cart';
import type { Database } from '../db/schema';
import type { CodeWindow } from './code-windows';

/** Crockford's base32, as the newsletter's codes: no I, L, O or U, so a code read from a mail is typed back right. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Each benefit's percent (the spec's figures): a fixed-amount code is this share of something. */
const KIND_PERCENT: Record<ClubBenefitKind, number> = {
  welcome: CLUB.welcomeDiscount.percent,
  birthday: CLUB.birthdayDiscount.percent,
  seasonal: CLUB.seasonalDiscount.percent,
  friend: CLUB.bringAFriendDiscount.percent,
};

const PREFIX: Record<ClubBenefitKind, string> = { welcome: 'CLUBWELCOME', birthday: 'CLUBBIRTHDAY', seasonal: 'CLUBSEASON', friend: 'CLUBFRIEND' };

/**
 * 'CLUBBIRTHDAY15-7KQ2-9XHD-M4TB-R8VN': the benefit and its percent (or the personalisation's
 * 'CLUBPERSONAL'), then 80 random bits (16 symbols, no modulo bias). At most 34 characters, within
 * discount_codes' 40.
 */
export function generateClubCode(prefix: string, bytes: Buffer = randomBytes(10)): string {
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let symbols = '';
  for (let index = 0; index < (bytes.length * 8) / 5; index += 1) {
    symbols = ALPHABET[Number(bits & 31n)]! + symbols;
    bits >>= 5n;
  }
  return [prefix, ...(symbols.match(/.{1,4}/g) ?? [])].join('-');
}

/**
 * Writes a personal code: a discount_codes row (percent, single use, bound to `email`, with its window)
 * that the cart and the order placement check like any other code, and, when it is a member's own,
 * its club_codes row. Call it inside the transaction of the request that issues it.
 */
export async function issueCode(
  trx: Kysely<Database>,
  window: CodeWindow,
  email: string,
  owner: { memberId: string; receiptOrderId?: string } | null,
  at: Date,
): Promise<ClubBenefitCode> {
  const code = generateClubCode(`${PREFIX[window.kind]}${window.percent}`);
  const amountCents = window.amountCents ?? null;
  await insertDiscountCode(trx, {
    code,
    ...(amountCents === null ? { kind: 'percent', percent: window.percent } : { kind: 'fixed', amount_cents: amountCents }),
    usage: 'single_use',
    bound_email: email,
    valid_from: window.validFrom,
    valid_until: window.validUntil,
  });
  if (owner) {
    await trx
      .insertInto('club_codes')
      .values({ code, member_id: owner.memberId, kind: window.kind, year: window.year, receipt_order_id: owner.receiptOrderId ?? null })
      .execute();
  }
  return {
    kind: window.kind,
    code,
    percent: window.percent,
    amountCents,
    validFrom: window.validFrom.toISOString(),
    validUntil: window.validUntil.toISOString(),
    state: stateAt(window, at),
  };
}

/** A member's code as the member page shows it. */
export interface StoredClubCode {
  kind: ClubBenefitKind;
  code: string;
  percent: number;
  amountCents: number | null;
  validFrom: Date;
  validUntil: Date;
  active: boolean;
  donatedAt: Date | null;
  uses: number;
}

/** Donated and used first (they are facts), then the dates; a code switched off otherwise reads as expired. */
export function codeState(code: Pick<StoredClubCode, 'validFrom' | 'validUntil' | 'active' | 'donatedAt' | 'uses'>, at: Date): ClubCodeState {
  if (code.donatedAt) return 'donated';
  if (code.uses > 0) return 'used';
  if (!code.active || at >= code.validUntil) return 'expired';
  if (at < code.validFrom) return 'upcoming';
  return 'available';
}

const stateAt = (window: CodeWindow, at: Date) => codeState({ ...window, active: true, donatedAt: null, uses: 0 }, at);

export const toBenefitCode = (code: StoredClubCode, at: Date): ClubBenefitCode => ({
  kind: code.kind,
  code: code.code,
  percent: code.percent,
  amountCents: code.amountCents,
  validFrom: code.validFrom.toISOString(),
  validUntil: code.validUntil.toISOString(),
  state: codeState(code, at),
});

/** The member's codes (their own: the friend's half of an invitation is the friend's), oldest first, with their uses. */
export async function listMemberCodes(db: Kysely<Database>, memberId: string): Promise<StoredClubCode[]> {
  const rows = await db.selectFrom('club_codes').select(['kind', 'code', 'donated_at']).where('member_id', '=', memberId).orderBy('created_at').orderBy('code').execute();
  // The terms and uses are the cart's: every club code is a discount code (issueCode writes both).
  const states = await discountCodeStates(
    db,
    rows.map((row) => row.code),
  );
  return rows.flatMap((row) => {
    const state = states.get(row.code);
    if (!state) return [];
    return [
      {
        kind: row.kind,
        code: row.code,
        // A fixed code keeps its share: the seasonal code is its percent of a receipt, as an amount.
        percent: state.percent ?? KIND_PERCENT[row.kind],
        amountCents: state.amountCents,
        // Club codes are always written with both bounds (issueCode).
        validFrom: state.validFrom ?? new Date(0),
        validUntil: state.validUntil ?? new Date(0),
        active: state.active,
        donatedAt: row.donated_at,
        uses: state.uses,
      },
    ];
  });
}

/** Whether a seasonal code was already taken from this order. */
export async function receiptUsed(db: Kysely<Database>, orderId: string): Promise<boolean> {
  return (await db.selectFrom('club_codes').select('code').where('receipt_order_id', '=', orderId).executeTakeFirst()) !== undefined;
}
