// Without zod: the shell applies the rules on every first page; their schemas (route-rules-schema.ts) are
// needed where a rules file or a registry is checked.
import { routeRulesFileSchema, type ResolvedRouteRule } from './route-rules-schema';
import { LOCALES, isLocale, type Locale } from './locales';
import { splitLocale } from './route-match';

/**
 * Route rules (docs/requirements.md#navigation; docs/route-rules.md): an operator's redirects of whole paths, e.g. a retired collection's page to
 * its successor. Written once without the locale prefix, a rule applies in every locale (or the ones it
 * names) and keeps the visitor's locale. The server applies them before rendering, the shell on client
 * navigation; both use `resolveRouteRules` and `applyRouteRules` from here, so they cannot disagree.
 */

/** A locale-less page path: '/', or segments of unreserved characters, no trailing slash. */
const PAGE_PATH = /^\/([A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*)?$/;
/** The query of a target: '?' and URL characters, without '#' (a fragment never reaches a server). */
const TARGET_QUERY = /^\?[A-Za-z0-9._~!$&'()*+,;=:@/?%-]*$/;

export const ROUTE_RULE_STATUSES = [301, 302] as const;
export type RouteRuleStatus = (typeof ROUTE_RULE_STATUSES)[number];

export type { ResolvedRouteRule, RouteRule } from './route-rules-schema';

export type RouteRulesResult = { ok: true; rules: ResolvedRouteRule[] } | { ok: false; problems: string[] };

/** Splits '/results?collection=GAIA' into its path and query ('' when none). */
function splitTarget(target: string): { path: string; query: string } {
  const start = target.indexOf('?');
  return start === -1 ? { path: target, query: '' } : { path: target.slice(0, start), query: target.slice(start) };
}

/**
 * The query a redirect ends with: the target's own parameters, then the request's for names the target
 * does not set (a campaign's utm_… survive; the target decides where they overlap).
 */
export function mergeQuery(targetQuery: string, requestQuery: string): string {
  const merged = new URLSearchParams(targetQuery);
  const own = new Set(merged.keys());
  for (const [name, value] of new URLSearchParams(requestQuery)) if (!own.has(name)) merged.append(name, value);
  const text = merged.toString();
  return text ? `?${text}` : '';
}

/** Why a target is refused, or undefined: it must be a path on this origin, never a URL of another. */
function targetProblem(to: string): string | undefined {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(to)) return `target "${to}" is an absolute URL; a target must be a path on this shop's origin, like /results`;
  if (to.startsWith('//') || to.includes('\\')) return `target "${to}" would leave the origin (// or \\); a target must be a path like /results`;
  if (!to.startsWith('/')) return `target "${to}" must start with /`;
  if (to.includes('#')) return `target "${to}" holds a fragment (#), which redirects cannot carry`;
  const { path, query } = splitTarget(to);
  if (!PAGE_PATH.test(path)) return `target "${to}" is no page path (letters, digits, . _ ~ - between single slashes, no trailing slash)`;
  if (splitLocale(path)) return `target "${to}" starts with a locale; write it without, the visitor's locale is kept`;
  if (query && !TARGET_QUERY.test(query)) return `target "${to}" has characters not allowed in a query`;
  return undefined;
}

/**
 * Checks the operator's rules and resolves them: one problem a line (naming the rule by number and
 * path), or the rules per locale with chains (a → b, b → c) followed to the final target, so a visitor
 * gets one redirect. Refused: targets off the origin, a rule to itself, loops (also through chains),
 * a path redirected twice in one locale, an unknown status or locale.
 */
export function resolveRouteRules(input: unknown): RouteRulesResult {
  const parsed = routeRulesFileSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message} (expected { "rules": [{ "from", "to", "status"?, "locales"? }] })`),
    };
  }
  const problems: string[] = [];
  // locale → from path → the rule's target and status
  const table = new Map<Locale, Map<string, { to: string; status: RouteRuleStatus; label: string }>>(LOCALES.map((locale) => [locale, new Map()]));
  parsed.data.rules.forEach((rule, index) => {
    const label = `rule ${index + 1} (${rule.from})`;
    const before = problems.length;
    const { from, to } = rule;
    const status = rule.status ?? 301;
    if (!PAGE_PATH.test(from)) problems.push(`${label}: "from" must be a page path like /collections/nyx (no query, no trailing slash)`);
    else if (splitLocale(from)) problems.push(`${label}: "from" starts with a locale; write it without, it applies in every locale (or set "locales")`);
    const bad = targetProblem(to);
    if (bad) problems.push(`${label}: ${bad}`);
    else if (splitTarget(to).path === from) problems.push(`${label}: redirects to itself (${to}), a loop`);
    if (status !== 301 && status !== 302) problems.push(`${label}: status ${JSON.stringify(rule.status)} is not 301 or 302`);
    const unknown = (rule.locales ?? []).filter((locale) => !isLocale(locale));
    if (unknown.length) problems.push(`${label}: unknown locale ${unknown.join(', ')} (the shop's locales: ${LOCALES.join(', ')})`);
    if (rule.locales && rule.locales.length === 0) problems.push(`${label}: "locales" is empty; leave it out for every locale`);
    if (problems.length > before) return;
    for (const locale of (rule.locales as Locale[] | undefined) ?? LOCALES) {
      const rules = table.get(locale)!;
      const earlier = rules.get(from);
      if (earlier) problems.push(`${label}: ${from} is redirected twice in ${locale} (also by ${earlier.label})`);
      else rules.set(from, { to, status: status as RouteRuleStatus, label });
    }
  });
  if (problems.length) return { ok: false, problems };

  const rules: ResolvedRouteRule[] = [];
  // The members of a loop (sorted) → how it reads, and the locales it is in: one line per loop.
  const loops = new Map<string, { cycle: string; locales: Locale[] }>();
  for (const [locale, localeRules] of table) {
    for (const [from, first] of localeRules) {
      // Follow the chain: the final target's path, queries merged hop by hop, 301 only if every hop is.
      let target = splitTarget(first.to);
      let status: RouteRuleStatus = first.status;
      const seen = [from];
      let next = localeRules.get(target.path);
      while (next) {
        if (seen.includes(target.path)) {
          const members = seen.slice(seen.indexOf(target.path));
          const key = [...members].sort().join(' ');
          const loop = loops.get(key) ?? { cycle: [...members, target.path].join(' → '), locales: [] };
          if (!loop.locales.includes(locale)) loop.locales.push(locale);
          loops.set(key, loop);
          break;
        }
        seen.push(target.path);
        const hop = splitTarget(next.to);
        target = { path: hop.path, query: mergeQuery(hop.query, target.query) };
        if (next.status === 302) status = 302;
        next = localeRules.get(target.path);
      }
      const prefix = `/${locale}`;
      rules.push({ from: `${prefix}${from === '/' ? '' : from}`, to: `${prefix}${target.path === '/' ? '' : target.path}${target.query}`, status });
    }
  }
  for (const { cycle, locales } of loops.values()) problems.push(`loop: ${cycle} (in ${locales.join(', ')}); a rule's target must not lead back to it`);
  return problems.length ? { ok: false, problems } : { ok: true, rules };
}

/**
 * Where a page request or a client navigation goes instead, or null: `pathname` is the localised path
 * ('/en/collections/nyx'), `search` the request's query ('?utm_source=x' or '').
 */
export function applyRouteRules(rules: readonly ResolvedRouteRule[] | undefined, pathname: string, search = ''): { location: string; status: RouteRuleStatus } | null {
  const rule = rules?.find(({ from }) => from === pathname);
  if (!rule) return null;
  const target = splitTarget(rule.to);
  return { location: target.path + mergeQuery(target.query, search), status: rule.status };
}
