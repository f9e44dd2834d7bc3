import { RING_SIZE_TABLE, type RingSizeRow } from './ring-size-table';

/** What the shopper measured: a ring's inner diameter, or the finger's circumference (string/paper). */
export type Measurement = 'diameter' | 'circumference';
export const MEASUREMENTS: readonly Measurement[] = ['circumference', 'diameter'];

const FIRST = RING_SIZE_TABLE[0]!;
const LAST = RING_SIZE_TABLE[RING_SIZE_TABLE.length - 1]!;

/**
 * The inner circumferences the table covers: from half a size below its first row to just under half a
 * size above its last (41 − 0.5 … 69 + 0.5 mm), and the same range as inner diameters.
 */
export const RING_SIZE_RANGE = {
  circumference: { min: FIRST.circumferenceMm - 0.5, max: LAST.circumferenceMm + 0.5 },
  diameter: { min: (FIRST.circumferenceMm - 0.5) / Math.PI, max: (LAST.circumferenceMm + 0.5) / Math.PI },
} as const;

export type RingSizeResult =
  { kind: 'size'; row: RingSizeRow; circumferenceMm: number } | { kind: 'invalid' } | { kind: 'tooSmall'; min: number } | { kind: 'tooLarge'; max: number };

/** A millimetre amount as typed in any of the shop's locales: "17.3", "17,3", " 54 ". NaN otherwise. */
export function parseMillimetres(text: string): number {
  const normalised = text.trim().replace(',', '.');
  return /^\d{1,3}(\.\d{1,2})?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/**
 * The size of a measurement in millimetres. Rounding rule: the nearest whole Italian size
 * (circumference − 40); a measurement exactly half-way between two sizes takes the larger one, as a ring
 * that is slightly loose still goes on and one that is tight does not. The circumference is first rounded
 * to 0.01 mm so that a diameter × π lands on the half-way point when it should.
 * Outside the table (below 40.5 mm or from 69.5 mm of circumference) the result says which way.
 */
export function ringSize(measurement: Measurement, millimetres: number): RingSizeResult {
  if (!Number.isFinite(millimetres) || millimetres <= 0) return { kind: 'invalid' };
  const range = RING_SIZE_RANGE[measurement];
  const circumferenceMm = Math.round((measurement === 'diameter' ? millimetres * Math.PI : millimetres) * 100) / 100;
  if (circumferenceMm < RING_SIZE_RANGE.circumference.min) return { kind: 'tooSmall', min: range.min };
  if (circumferenceMm >= RING_SIZE_RANGE.circumference.max) return { kind: 'tooLarge', max: range.max };
  const it = Math.floor(circumferenceMm - 40 + 0.5);
  const row = RING_SIZE_TABLE.find((entry) => entry.it === it)!;
  return { kind: 'size', row, circumferenceMm };
}
