import { z } from 'zod';

/** GET /healthz: the process is alive. */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/**
 * GET /readyz: 200 when the database answers and the pages' server code has had its first load, 503
 * otherwise. `serverRendering` is 'warming' while the shell loads the remotes' server code at start: an
 * instance sent shoppers then would render their pages in the browser (docs/adr-006-server-rendering.md).
 * A remote whose server code could not be loaded does not hold it back: its pages render in the browser.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'error']),
  serverRendering: z.enum(['ready', 'warming']),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
