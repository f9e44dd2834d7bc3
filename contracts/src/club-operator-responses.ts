import { z } from 'zod';

/**
 * Answers of Club AMA's operator API (CLUB_OPERATOR_PATHS in club.ts, docs/club.md). They were only
 * written in the BFF's routes; here they are the contract, which the OpenAPI document is made from.
 */

/** 200 of POST /club/operator/terminations: ended now, or already ended (revoked or terminated) before. */
export const clubTerminationResponseSchema = z.object({
  status: z.enum(['revoked', 'terminated']),
  alreadyEnded: z.boolean(),
});
export type ClubTerminationResponse = z.infer<typeof clubTerminationResponseSchema>;

/** 201 of POST /club/operator/terms-changes: the version announced and how many active members were told. */
export const clubTermsChangeResponseSchema = z.object({
  version: z.string(),
  notified: z.number().int().min(0),
});
export type ClubTermsChangeResponse = z.infer<typeof clubTermsChangeResponseSchema>;
