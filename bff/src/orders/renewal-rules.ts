import { EU_AREA_COUNTRIES, SHOP_TIME_ZONE, WARRANTY, warrantyShippingContributionCents, type Renewability, type WarrantyArea, type WarrantyRenewalBlock } from '@ama/contracts';
import { todayIn, zonedInstant } from '../domain/time-zones';

/**
 * The warranty renewal's rules (docs/services.md#warranty-renewal, WARRANTY in the contracts): which
 * pieces may have it, until when, and what it costs. Pure: the caller reads the order.
 */

/**
 * The moment the renewal years end: midnight in Italy at the start of the placing day's anniversary
 * (WARRANTY.renewalServiceYears years on; a day placed on 29 February turns on 1 March).
 */
export function renewalWindowEnd(placedAt: Date): Date {
  const [year, month, day] = todayIn(SHOP_TIME_ZONE, placedAt).split('-').map(Number) as [number, number, number];
  const anniversary = new Date(Date.UTC(year + WARRANTY.renewalServiceYears, month - 1, day)).toISOString().slice(0, 10);
  return zonedInstant(anniversary, '00:00', SHOP_TIME_ZONE)!;
}

/** The contribution's area of a shipping country (ISO alpha-2, any case). */
export const contributionArea = (country: string): WarrantyArea => ((EU_AREA_COUNTRIES as readonly string[]).includes(country.toUpperCase()) ? 'eu_area' : 'elsewhere');

export interface RenewalContext {
  /** The order is delivered now. */
  delivered: boolean;
  placedAt: Date;
  now: Date;
  /** Positions that have had their renewal. */
  renewed: ReadonlySet<number>;
}

/** Why this line cannot have the renewal now; null when it can. Whole-order reasons first, then the piece's own. */
export function renewalBlock(position: number, { delivered, placedAt, now, renewed }: RenewalContext): WarrantyRenewalBlock | null {
  if (!delivered) return 'not_delivered';
  if (now >= renewalWindowEnd(placedAt)) return 'too_old';
  if (renewed.has(position)) return 'already_requested';
  return null;
}

/** Which of `positions` may have the renewal now, until when, and the contribution for the order's shipping `country`. */
export function renewability(positions: readonly number[], country: string, context: RenewalContext): Renewability {
  return {
    until: renewalWindowEnd(context.placedAt).toISOString(),
    area: contributionArea(country),
    contributionCents: warrantyShippingContributionCents(country),
    lines: positions.map((position) => ({ position, block: renewalBlock(position, context) })),
  };
}
