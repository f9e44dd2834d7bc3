/**
 * The free personalisation for one documented occasion a year (docs/services.md#free-personalisation):
 * its statuses, occasions, limits and field problems, without zod, so the member page draws its form
 * before the check loads (club-personalisations.ts has the schemas).
 */

export const CLUB_PERSONALISATION_STATUSES = ['requested', 'approved', 'refused'] as const;
export type ClubPersonalisationStatus = (typeof CLUB_PERSONALISATION_STATUSES)[number];

/** Statuses that use the year's personalisation: all but a refusal (a refused request may be asked again). */
export const CLUB_PERSONALISATION_COUNTED_STATUSES: readonly ClubPersonalisationStatus[] = ['requested', 'approved'];

/** The occasions a member documents; 'other' is told in the description. */
export const CLUB_OCCASION_KINDS = ['birthday', 'anniversary', 'engagement', 'wedding', 'birth', 'graduation', 'other'] as const;
export type ClubOccasionKind = (typeof CLUB_OCCASION_KINDS)[number];

/** The piece's field value for a piece not bought yet: a new configuration, made free by a code at checkout. */
export const NEW_PIECE = 'new';

/** The piece's field value for a piece the member bought: '<order number>:<position>' (order line). */
export const orderPieceKey = (orderNumber: string, position: number): string => `${orderNumber}:${position}`;

export const CLUB_PERSONALISATION_LIMITS = {
  descriptionMaxLength: 300,
  reasonMaxLength: 500,
  /** An occasion just passed can still be documented (a birth): up to this many days ago. */
  maxDaysBack: 60,
  /** How far ahead an occasion may be asked for: a year. */
  maxDaysAhead: 366,
  /** The engraving code of an approved new piece is valid this many days from the approval. */
  codeValidDays: 90,
} as const;

/** Field problems of a request (the browser's check and the server's, alike). */
export const CLUB_PERSONALISATION_PROBLEMS = ['required', 'too_long', 'invalid_date', 'too_long_ago', 'too_far_ahead', 'unknown_piece'] as const;
export type ClubPersonalisationProblem = (typeof CLUB_PERSONALISATION_PROBLEMS)[number];
