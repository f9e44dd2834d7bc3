/**
 * The ring-size conversion table the guide's tool reads: one row per whole Italian/EU size.
 *
 * Source (the same scales as the "Ring size" table of Wikipedia, https://en.wikipedia.org/wiki/Ring_size,
 * which tabulates these standards side by side):
 * - Italian/EU (ISO 8653:2016, the Italian scale): the size is the inner circumference in millimetres
 *   minus 40 (size 14 = 54 mm); the inner diameter is the circumference divided by π.
 * - US/Canada: inner diameter = 11.63 mm + 0.8128 mm per size (0.458 in + 0.032 in per size), listed to
 *   the nearest half size.
 * - UK/Ireland/Australia (BS 6820:1996): size A = 37.8 mm inner circumference, + 1.25 mm per letter,
 *   listed to the nearest half letter (½).
 * Published charts differ from each other by up to half a size in the US and UK columns; a jeweller
 * resizes to the Italian size, which is the one the shop sells.
 */
export interface RingSizeRow {
  /** Italian/EU size (ISO 8653 inner circumference − 40). */
  it: number;
  /** Inner circumference, mm. */
  circumferenceMm: number;
  /** Inner diameter, mm, to one decimal. */
  diameterMm: number;
  /** US/Canada size, to the half size. */
  us: number;
  /** UK/Ireland/Australia size: a letter, with ½ for a half size. */
  uk: string;
}

export const RING_SIZE_TABLE: readonly RingSizeRow[] = [
  { it: 1, circumferenceMm: 41, diameterMm: 13.1, us: 1.5, uk: 'C½' },
  { it: 2, circumferenceMm: 42, diameterMm: 13.4, us: 2, uk: 'D½' },
  { it: 3, circumferenceMm: 43, diameterMm: 13.7, us: 2.5, uk: 'E' },
  { it: 4, circumferenceMm: 44, diameterMm: 14.0, us: 3, uk: 'F' },
  { it: 5, circumferenceMm: 45, diameterMm: 14.3, us: 3.5, uk: 'G' },
  { it: 6, circumferenceMm: 46, diameterMm: 14.6, us: 3.5, uk: 'G½' },
  { it: 7, circumferenceMm: 47, diameterMm: 15.0, us: 4, uk: 'H½' },
  { it: 8, circumferenceMm: 48, diameterMm: 15.3, us: 4.5, uk: 'I' },
  { it: 9, circumferenceMm: 49, diameterMm: 15.6, us: 5, uk: 'J' },
  { it: 10, circumferenceMm: 50, diameterMm: 15.9, us: 5.5, uk: 'K' },
  { it: 11, circumferenceMm: 51, diameterMm: 16.2, us: 5.5, uk: 'K½' },
  { it: 12, circumferenceMm: 52, diameterMm: 16.6, us: 6, uk: 'L½' },
  { it: 13, circumferenceMm: 53, diameterMm: 16.9, us: 6.5, uk: 'M' },
  { it: 14, circumferenceMm: 54, diameterMm: 17.2, us: 7, uk: 'N' },
  { it: 15, circumferenceMm: 55, diameterMm: 17.5, us: 7, uk: 'O' },
  { it: 16, circumferenceMm: 56, diameterMm: 17.8, us: 7.5, uk: 'O½' },
  { it: 17, circumferenceMm: 57, diameterMm: 18.1, us: 8, uk: 'P½' },
  { it: 18, circumferenceMm: 58, diameterMm: 18.5, us: 8.5, uk: 'Q' },
  { it: 19, circumferenceMm: 59, diameterMm: 18.8, us: 9, uk: 'R' },
  { it: 20, circumferenceMm: 60, diameterMm: 19.1, us: 9, uk: 'S' },
  { it: 21, circumferenceMm: 61, diameterMm: 19.4, us: 9.5, uk: 'S½' },
  { it: 22, circumferenceMm: 62, diameterMm: 19.7, us: 10, uk: 'T½' },
  { it: 23, circumferenceMm: 63, diameterMm: 20.1, us: 10.5, uk: 'U' },
  { it: 24, circumferenceMm: 64, diameterMm: 20.4, us: 11, uk: 'V' },
  { it: 25, circumferenceMm: 65, diameterMm: 20.7, us: 11, uk: 'W' },
  { it: 26, circumferenceMm: 66, diameterMm: 21.0, us: 11.5, uk: 'W½' },
  { it: 27, circumferenceMm: 67, diameterMm: 21.3, us: 12, uk: 'X½' },
  { it: 28, circumferenceMm: 68, diameterMm: 21.6, us: 12.5, uk: 'Y' },
  { it: 29, circumferenceMm: 69, diameterMm: 22.0, us: 12.5, uk: 'Z' },
];
