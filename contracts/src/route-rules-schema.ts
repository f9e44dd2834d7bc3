// zod/mini like the registry, which carries the resolved rules to the browser (docs/route-rules.md).
import * as z from 'zod/mini';

/** One rule as the operator writes it in the rules file. */
export const routeRuleSchema = /* @__PURE__ */ z.object({
  /** The path it redirects, without locale: '/collections/nyx'. */
  from: z.string(),
  /** Where to, on this origin and without locale, optionally with a query: '/results?collection=GAIA'. */
  to: z.string(),
  /** 301 (permanent, the default) or 302 (temporary, e.g. a campaign). */
  status: z.optional(z.unknown()),
  /** The locales it applies in; all of them when absent. */
  locales: z.optional(z.array(z.string())),
});
export type RouteRule = z.infer<typeof routeRuleSchema>;

export const routeRulesFileSchema = /* @__PURE__ */ z.object({ rules: z.array(routeRuleSchema) });

/** A rule after loading: one locale, localised paths, chains already followed to their final target. */
export const resolvedRouteRuleSchema = /* @__PURE__ */ z.object({
  /** '/en/collections/nyx' */
  from: z.string(),
  /** '/en/collections/gaia' or '/en/results?collection=GAIA' */
  to: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
});
export type ResolvedRouteRule = z.infer<typeof resolvedRouteRuleSchema>;
