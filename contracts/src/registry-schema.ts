// zod/mini, not zod: small where the browser needs it (the shell checks a registry it fetched). The
// schemas live apart from the registry's constants and helpers (registry.ts), which the browser needs on
// every first page: a module holding a schema would bring zod with it, and zod's start-up work is a long
// task on a phone.
import * as z from 'zod/mini';
import { resolvedRouteRuleSchema } from './route-rules-schema';

/**
 * A route pattern without the locale prefix: '/' is the home page, ':name' matches one segment,
 * a segment may start with a fixed prefix ('elite-:token'), and a final '*' matches the rest.
 */
export const routePatternSchema = /* @__PURE__ */ z.string().check(z.regex(/^\/([A-Za-z0-9._~-]*(:[A-Za-z][A-Za-z0-9]*)?(\/[A-Za-z0-9._~-]*(:[A-Za-z][A-Za-z0-9]*)?)*(\/\*)?)?$/));

export const registryEntrySchema = /* @__PURE__ */ z.object({
  /** Module Federation name of the remote, e.g. mfe_catalog. */
  name: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/)),
  /**
   * Absolute or root-relative URL of the remote's mf-manifest.json. The server reads it (preload hints,
   * the release gate); browsers load the container itself (`entry`).
   */
  manifestUrl: z.string().check(z.minLength(1)),
  /**
   * Absolute or root-relative URL of the remote's browser container (remoteEntry.js), which the shell
   * registers: the browser's federation runtime is built without manifest support (docs/performance.md).
   * Optional in a registry someone writes; the BFF gives every entry it serves to browsers one
   * (`browserEntryOf`).
   */
  entry: z.optional(z.string().check(z.minLength(1))),
  version: z.string().check(z.minLength(1)),
  routes: z.array(routePatternSchema),
  /** Preload hints for the critical path: the remote entry and the exposed ./app chunks. */
  preload: z._default(z.array(z.string()), []),
  /**
   * The remote's Node build (`server/remoteEntry.js`), from which the server renders its routes: an
   * absolute http(s) URL, or root-relative for a remote the BFF serves from disk. Without it the
   * remote's pages are rendered in the browser only.
   */
  serverEntry: z.optional(z.string().check(z.minLength(1))),
  /** Server-rendering settings of this remote: its time budget, or `false` to render it in the browser only. */
  ssr: z.optional(z.union([z.literal(false), z.object({ budgetMs: z.optional(z.number().check(z.int(), z.positive())) })])),
});
export type RegistryEntry = z.infer<typeof registryEntrySchema>;

export const registrySchema = /* @__PURE__ */ z.object({
  release: z.string(),
  remotes: z.array(registryEntrySchema),
  /**
   * The operator's route rules, resolved (docs/route-rules.md): they travel with the registry so the
   * shell applies them on client navigation without a request of its own. Absent = none.
   */
  routeRules: z.optional(z.array(resolvedRouteRuleSchema)),
  /**
   * Which builds this visitor is served (docs/delivery.md): the live releases, a canary's share (some
   * remotes on their candidate), or a preview link's. Absent = live. Real-user signals are labelled with it.
   */
  side: z.optional(z.enum(['live', 'canary', 'preview'])),
});
export type Registry = z.infer<typeof registrySchema>;
