import { z } from 'zod';
import { routePatternSchema } from './registry-schema';
import { RUM_ERROR_NAME_PATTERN, RUM_LIMITS, RUM_NO_ROUTE, RUM_RELEASE_PATTERN, RUM_REMOTE_PATTERN, RUM_SIDES, type RumSignal, type RumVital } from './rum-fields';
export * from './rum-fields';

/*
 * The beacon of real-user signals (docs/rum.md): what the shell sends to POST /api/rum, and all it may
 * send. Every field is a name, a bounded number or an enumerated value: no free text, no URL, no query
 * string, no identifier of a visitor. Unknown keys are refused, so nothing else can ride along.
 */

/** Who owns what happened: the remote, its release, the route pattern of the page, the side of the page. */
const attribution = {
  /** The remote's Module Federation name (`mfe_catalog`), or `shell`. */
  remote: z.string().max(RUM_LIMITS.remoteMaxLength).regex(RUM_REMOTE_PATTERN),
  /** The remote's version as the page's registry gives it (the registry's release id for the shell). */
  release: z.string().max(RUM_LIMITS.releaseMaxLength).regex(RUM_RELEASE_PATTERN),
  /** The route PATTERN the page's path matched (`/product/:sku`), never the path; `(none)` for a path no route claims. */
  pageType: z
    .string()
    .max(RUM_LIMITS.pageTypeMaxLength)
    .refine((value) => value === RUM_NO_ROUTE || routePatternSchema.safeParse(value).success, { error: 'Expected a route pattern' }),
  side: z.enum(RUM_SIDES),
};

const vital = <Name extends RumVital>(kind: Name, max: number) =>
  z.strictObject({
    kind: z.literal(kind),
    /** Milliseconds for LCP, INP and TTFB; unitless for CLS (web-vitals' own units). */
    value: z.number().min(0).max(max),
    ...attribution,
  });

const signal = <Name extends RumSignal>(kind: Name) => z.strictObject({ kind: z.literal(kind), ...attribution });

export const rumEventSchema = z.discriminatedUnion('kind', [
  vital('LCP', RUM_LIMITS.maxMilliseconds),
  vital('INP', RUM_LIMITS.maxMilliseconds),
  vital('TTFB', RUM_LIMITS.maxMilliseconds),
  vital('CLS', RUM_LIMITS.maxLayoutShift),
  signal('page-view'),
  z.strictObject({
    kind: z.literal('error'),
    /** The error's name (`TypeError`, `ChunkLoadError`): an identifier, never the message (rumErrorName). */
    name: z.string().max(RUM_LIMITS.errorNameMaxLength).regex(RUM_ERROR_NAME_PATTERN),
    ...attribution,
  }),
  signal('remote-load-failure'),
  signal('fallback'),
]);
export type RumEvent = z.infer<typeof rumEventSchema>;

/** One beacon: 1 to RUM_LIMITS.maxEvents events. */
export const rumBatchSchema = z.strictObject({
  events: z.array(rumEventSchema).min(1).max(RUM_LIMITS.maxEvents),
});
export type RumBatch = z.infer<typeof rumBatchSchema>;
