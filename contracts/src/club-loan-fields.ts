/** The ELITE jewellery loan's statuses, limits and field problems, without zod: the member page draws with them before its check loads (club-loans.ts has the schemas). */

export const CLUB_LOAN_STATUSES = ['requested', 'confirmed', 'refused', 'handed_over', 'returned'] as const;
export type ClubLoanStatus = (typeof CLUB_LOAN_STATUSES)[number];

/** Statuses that use one of the year's loans: all but a refusal (a refused request may be asked again). */
export const CLUB_LOAN_COUNTED_STATUSES: readonly ClubLoanStatus[] = ['requested', 'confirmed', 'handed_over', 'returned'];

export const CLUB_LOAN_LIMITS = {
  occasionMaxLength: 300,
  pieceMaxLength: 120,
  reasonMaxLength: 500,
  /** How far ahead an event may be asked for: a year. */
  maxDaysAhead: 366,
} as const;

/** Field problems of a loan request or a confirmation (the browser's check and the server's, alike). */
export const CLUB_LOAN_PROBLEMS = [
  'required',
  'too_long',
  'invalid_date',
  'date_not_in_future',
  'too_far_ahead',
  'too_many_days',
  'until_before_from',
  'event_outside_period',
] as const;
export type ClubLoanProblem = (typeof CLUB_LOAN_PROBLEMS)[number];
