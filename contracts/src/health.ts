import { z } from 'zod';

/** GET /healthz: the process is alive. */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/** GET /readyz: 200 when the database answers, 503 otherwise. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'error']),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
