import { RETURNS, SHOP_TIME_ZONE, type CartSelection, type ReturnBlock } from '@ama/contracts';
import { addDays, todayIn, zonedInstant } from '../domain/time-zones';
import { workingDaysAfter } from '../domain/working-days';

/**
 * The returns policy as rules (docs/backoffice.md#returns, RETURNS in the contracts): which pieces may
 * go back and until when, and when the refund is due. Pure: the caller reads the order.
 */

/** The moment the return window closes: the end of the 14th day (Italian calendar) after the delivery day. */
export function returnWindowEnd(deliveredAt: Date): Date {
  const lastDay = addDays(todayIn(SHOP_TIME_ZONE, deliveredAt), RETURNS.windowDays);
  return zonedInstant(addDays(lastDay, 1), '00:00', SHOP_TIME_ZONE)!;
}

export interface LineToReturn {
  position: number;
  selection: CartSelection[];
}

export interface ReturnContext {
  /** When the order was delivered; null while it is not. */
  deliveredAt: Date | null;
  now: Date;
  /** Positions already in a return that was not refused. */
  inReturn: ReadonlySet<number>;
  /** The order's pieces are made to the customer's own design (a custom design put into production). */
  personalDesign: boolean;
}

const isEngraved = (selection: CartSelection[]) => selection.some((choice) => choice.type === 'WRITING' && choice.value.trim() !== '');
const hasLargeStone = (selection: CartSelection[]) => selection.some((choice) => choice.type === 'CARAT' && Number.parseFloat(choice.value) >= RETURNS.nonReturnableFromCarat);

/** Why this line cannot be sent back now; null when it can. Whole-order reasons first, then the piece's own. */
export function returnBlock(line: LineToReturn, { deliveredAt, now, inReturn, personalDesign }: ReturnContext): ReturnBlock | null {
  if (!deliveredAt) return 'not_delivered';
  if (now >= returnWindowEnd(deliveredAt)) return 'window_closed';
  if (inReturn.has(line.position)) return 'already_returned';
  if (personalDesign) return 'personal_design';
  if (isEngraved(line.selection)) return 'engraved';
  if (hasLargeStone(line.selection)) return 'large_stone';
  return null;
}

/** The day the refund is due: `RETURNS.refundWorkingDays` Italian working days (no weekends, no public holidays) after the piece arrived. */
export const refundDueBy = (receivedAt: Date): string => workingDaysAfter(receivedAt, RETURNS.refundWorkingDays);

/** The last day an exchange voucher issued at `issuedAt` can be used: 12 months on, the day before (Italian calendar). */
export function voucherValidUntil(issuedAt: Date): string {
  const issued = todayIn(SHOP_TIME_ZONE, issuedAt);
  const [year, month, day] = issued.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + RETURNS.exchangeVoucherValidityMonths, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastOfMonth));
  return addDays(target.toISOString().slice(0, 10), -1);
}

export interface PricedLine {
  position: number;
  lineTotalCents: number;
}

/**
 * What the shopper paid for each line: its total less its share of the order's discount. The shares are
 * allocated by largest remainder (each line's exact share rounded down, the cents left over going to the
 * lines with the largest fractions, the earlier line first on a tie), so the lines of any partition of
 * the order always add up to exactly what was paid for the pieces: never a cent more than was taken.
 */
export function paidPerLine(lines: readonly PricedLine[], order: { subtotalCents: number; discountCents: number }): Map<number, number> {
  const subtotal = BigInt(order.subtotalCents);
  if (subtotal === 0n) return new Map(lines.map((line) => [line.position, 0]));
  const shares = lines.map((line) => {
    const exact = BigInt(order.discountCents) * BigInt(line.lineTotalCents);
    return { line, share: Number(exact / subtotal), remainder: exact % subtotal };
  });
  let left = order.discountCents - shares.reduce((sum, { share }) => sum + share, 0);
  const byRemainder = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.line.position - b.line.position : a.remainder > b.remainder ? -1 : 1));
  for (const entry of byRemainder) {
    if (left <= 0) break;
    entry.share += 1;
    left -= 1;
  }
  return new Map(shares.map(({ line, share }) => [line.position, line.lineTotalCents - share]));
}
