import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { clubToday } from './club-fields';
import { CLUB_OCCASION_KINDS, CLUB_PERSONALISATION_LIMITS, CLUB_PERSONALISATION_STATUSES, type ClubPersonalisationProblem } from './club-personalisation-fields';
import { CLUB_CODE_STATES } from './club-fields';
import { multiLineText, singleLineText } from './text';

/**
 * The free personalisation for one documented occasion a year (docs/services.md#free-personalisation):
 * a member (or ELITE) asks with the occasion (its kind, its day, a short description) and the piece, one
 * they bought (an order line of theirs) or a new configuration; a manager approves or refuses with a
 * reason. Approved for a bought piece, the shop personalises it free of charge; for a new piece, the
 * member gets a personal code that makes the engraving of one piece free on the order it is used on.
 * One a calendar year (the occasion's year); a refused request may be asked again.
 *
 * GET  /api/club/member/personalisations (member header) → 200 ClubPersonalisationsResponse
 * POST /api/club/member/personalisations { occasionKind, occasionDate, description, piece } (member header)
 *   → 201 { personalisation }; 400 VALIDATION_FAILED (fields below, piece: unknown_piece when the
 *   order line is not the member's); 409 CLUB_BENEFIT_REFUSED { fields: { _: 'members_only' |
 *   'personalisation_limit_reached' } }
 */

const problem = (code: ClubPersonalisationProblem) => ({ error: code });
const text = () => singleLineText({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'Expected text') });
const daysBetween = (from: string, until: string) => Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The occasion's day: at most CLUB_PERSONALISATION_LIMITS.maxDaysBack ago, at most maxDaysAhead ahead (Italy's today). */
const occasionDay = (now?: () => Date) =>
  text()
    .min(1, problem('required'))
    .refine(isCalendarDate, problem('invalid_date'))
    .superRefine((value, ctx) => {
      if (!isCalendarDate(value)) return;
      const offset = daysBetween(clubToday(now?.()), value);
      if (offset < -CLUB_PERSONALISATION_LIMITS.maxDaysBack) ctx.addIssue({ code: 'custom', message: 'too_long_ago' });
      else if (offset > CLUB_PERSONALISATION_LIMITS.maxDaysAhead) ctx.addIssue({ code: 'custom', message: 'too_far_ahead' });
    });

/** POST body of CLUB_PATHS.personalisations. `piece`: NEW_PIECE, or orderPieceKey(number, position) of one of `pieces`. */
export const clubPersonalisationRequestSchemaAt = (now?: () => Date) =>
  z.strictObject({
    occasionKind: z.enum(CLUB_OCCASION_KINDS, { error: 'required' }),
    occasionDate: occasionDay(now),
    description: multiLineText({ error: () => 'required' })
      .trim()
      .min(1, problem('required'))
      .max(CLUB_PERSONALISATION_LIMITS.descriptionMaxLength, problem('too_long')),
    piece: text().min(1, problem('required')).max(60, problem('unknown_piece')),
  });
export const clubPersonalisationRequestSchema = clubPersonalisationRequestSchemaAt();
export type ClubPersonalisationRequestInput = z.input<typeof clubPersonalisationRequestSchema>;
export type ClubPersonalisationRequestField = keyof ClubPersonalisationRequestInput;

/** A piece the member bought, to choose in the form: an order line of an order of theirs not cancelled. */
export const clubOwnedPieceSchema = z.object({
  /** orderPieceKey(orderNumber, position): the form's value. */
  key: z.string(),
  orderNumber: z.string(),
  position: z.number().int(),
  name: z.string(),
  /** The order's day in Italy, YYYY-MM-DD. */
  orderedOn: z.string(),
});
export type ClubOwnedPiece = z.infer<typeof clubOwnedPieceSchema>;

export const clubPersonalisationSchema = z.object({
  id: z.string(),
  status: z.enum(CLUB_PERSONALISATION_STATUSES),
  occasionKind: z.enum(CLUB_OCCASION_KINDS),
  occasionDate: z.string(),
  description: z.string(),
  /** The bought piece (its order and name), or null for a new configuration. */
  piece: z.object({ orderNumber: z.string(), position: z.number().int(), name: z.string() }).nullable(),
  requestedAt: z.string(),
  refusalReason: z.string().nullable(),
  /** A new piece's engraving code, once approved: the engraving of one piece is free on the order it is used on. */
  code: z.object({ code: z.string(), validUntil: z.string(), state: z.enum(CLUB_CODE_STATES) }).nullable(),
});
export type ClubPersonalisation = z.infer<typeof clubPersonalisationSchema>;

/** Personalisations a year allows and how many are left, for this year and the next (an occasion may be next year). */
export const clubPersonalisationAllowanceSchema = z.object({ year: z.number().int(), left: z.number().int(), perYear: z.number().int() });

export const clubPersonalisationsResponseSchema = z.object({
  /** False for a pending sign-up (or an ended membership): the page explains the service instead of offering it. */
  entitled: z.boolean(),
  allowances: z.array(clubPersonalisationAllowanceSchema),
  /** The member's bought pieces, newest order first (at most 50). */
  pieces: z.array(clubOwnedPieceSchema),
  /** Newest first. */
  personalisations: z.array(clubPersonalisationSchema),
});
export type ClubPersonalisationsResponse = z.infer<typeof clubPersonalisationsResponseSchema>;
export const clubPersonalisationResponseSchema = z.object({ personalisation: clubPersonalisationSchema });

/** Staff's refusal: the reason the member reads. */
export const clubPersonalisationRefusalSchema = z.strictObject({
  reason: multiLineText({ error: () => 'required' })
    .trim()
    .min(1, problem('required'))
    .max(CLUB_PERSONALISATION_LIMITS.reasonMaxLength, problem('too_long')),
});
