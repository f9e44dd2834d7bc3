import { RETURNS, type CartSelection, type ReturnBlock } from '@ama/contracts';
import Holidays from 'date-holidays';
import { addDays, todayIn, weekdayOf, zonedInstant } from '../domain/time-zones';

/**
 * The returns policy as rules (docs/backoffice.md#returns, RETURNS in the contracts): which pieces may
 * go back and until when, and when the refund is due. Pure: the caller reads the order.
 */

/** The shop is in Italy: its days, its working days and its holidays are Italian. */
const SHOP_TIME_ZONE = 'Europe/Rome';
const italianHolidays = new Holidays('IT');

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
}

const isEngraved = (selection: CartSelection[]) => selection.some((choice) => choice.type === 'WRITING' && choice.value.trim() !== '');
const hasLargeStone = (selection: CartSelection[]) => selection.some((choice) => choice.type === 'CARAT' && Number.parseFloat(choice.value) >= RETURNS.nonReturnableFromCarat);

/** Why this line cannot be sent back now; null when it can. Whole-order reasons first, then the piece's own. */
export function returnBlock(line: LineToReturn, { deliveredAt, now, inReturn }: ReturnContext): ReturnBlock | null {
  if (!deliveredAt) return 'not_delivered';
  if (now >= returnWindowEnd(deliveredAt)) return 'window_closed';
  if (inReturn.has(line.position)) return 'already_returned';
  if (isEngraved(line.selection)) return 'engraved';
  if (hasLargeStone(line.selection)) return 'large_stone';
  return null;
}

const isPublicHoliday = (day: string) => (italianHolidays.isHoliday(new Date(`${day}T12:00:00Z`)) || []).some((holiday) => holiday.type === 'public');
const isWorkingDay = (day: string) => !['sat', 'sun'].includes(weekdayOf(day)) && !isPublicHoliday(day);

/** The day the refund is due: `RETURNS.refundWorkingDays` Italian working days (no weekends, no public holidays) after the piece arrived. */
export function refundDueBy(receivedAt: Date): string {
  let day = todayIn(SHOP_TIME_ZONE, receivedAt);
  for (let left = RETURNS.refundWorkingDays; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/** The last day an exchange voucher issued at `issuedAt` can be used: 12 months on, the day before (Italian calendar). */
export function voucherValidUntil(issuedAt: Date): string {
  const issued = todayIn(SHOP_TIME_ZONE, issuedAt);
  const [year, month, day] = issued.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + RETURNS.exchangeVoucherValidityMonths, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastOfMonth));
  return addDays(target.toISOString().slice(0, 10), -1);
}

/** What the shopper paid for a line: its total less its share of the order's discount. */
export const paidForLine = (lineTotalCents: number, order: { subtotalCents: number; discountCents: number }): number =>
  order.subtotalCents === 0 ? 0 : lineTotalCents - Math.round((order.discountCents * lineTotalCents) / order.subtotalCents);
