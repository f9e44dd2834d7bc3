import path from 'node:path';
import { z } from 'zod';
import { fieldErrors } from '@ama/contracts';
import { MEMORY, repoRootDir, resolveReleasesDir } from './paths';

/** reCAPTCHA's verification endpoint (docs/recaptcha.md). */
export const RECAPTCHA_DEFAULT_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** The analytics vendor's tag script (docs/consent.md); the page adds `?id=<ANALYTICS_ID>`. */
export const ANALYTICS_DEFAULT_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/** Empty variables count as unset, so `FOO= npm start` falls back to the default. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const urlWithScheme = (schemes: readonly string[]) =>
  z.string().refine(
    (value) => {
      try {
        return schemes.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `Expected a URL starting with ${schemes.map((scheme) => `${scheme}//`).join(' or ')}`,
  );

/** 'https://cdn.example.com' → itself; a path, query or non-http scheme is refused. */
const originSchema = z.string().transform((value, ctx) => {
  const trimmed = value.trim().replace(/\/$/, '');
  try {
    const url = new URL(trimmed);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === trimmed) return url.origin;
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: `"${value}" is not an origin like https://cdn.example.com` });
  return z.NEVER;
});

/** '1', 'true', 'on', 'yes' / '0', 'false', 'off', 'no', any case. */
const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['1', 'true', 'on', 'yes', '0', 'false', 'off', 'no'], { error: 'Expected true or false (1/0)' }))
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

/** A budget of requests per client IP and window, as the rate limiters take it. */
export interface RateLimitSetting {
  limit: number;
  windowMs: number;
}

/**
 * The two variables of a rate limit, `<NAME>_RATE_LIMIT` (requests) and `<NAME>_RATE_WINDOW_SECONDS`,
 * with their defaults; every budget of the shop is written this way (docs/security.md).
 */
const countVariable = (max: number, fallback: number) => optional(z.coerce.number().int().min(1).max(max)).default(fallback);

export function rateLimitVariables<Name extends string>(name: Name, defaults: { limit: number; windowSeconds: number; maxLimit?: number }) {
  return {
    [`${name}_RATE_LIMIT`]: countVariable(defaults.maxLimit ?? 100_000, defaults.limit),
    [`${name}_RATE_WINDOW_SECONDS`]: countVariable(86_400, defaults.windowSeconds),
  } as Record<`${Name}_RATE_LIMIT` | `${Name}_RATE_WINDOW_SECONDS`, ReturnType<typeof countVariable>>;
}

/** The rate limit `name`'s variables make. */
export const rateLimitOf = <Name extends string>(env: Record<`${Name}_RATE_LIMIT` | `${Name}_RATE_WINDOW_SECONDS`, number>, name: Name): RateLimitSetting => ({
  limit: env[`${name}_RATE_LIMIT`],
  windowMs: env[`${name}_RATE_WINDOW_SECONDS`] * 1000,
});

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('development'),
  PORT: optional(z.coerce.number().int().min(0).max(65_535)).default(8080),
  HOST: optional(z.string().min(1)).default('127.0.0.1'),
  /** Embedded database folder; relative paths are taken from the repository root. ':memory:' keeps nothing. */
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(urlWithScheme(['postgres:', 'postgresql:'])),
  SMTP_URL: optional(urlWithScheme(['smtp:', 'smtps:'])),
  /** Sender of the shop's mails: an address or 'Name <address>'; no line breaks (header injection). */
  MAIL_FROM: optional(
    z
      .string()
      .trim()
      .max(200)
      .regex(/^[^\r\n]*[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/, 'Expected an address or "Name <address>"'),
  ).default('AMA <customercare@ama-jewels.com>'),
  /** GET /api/dev/outbox; on by default outside production (it shows recipients and discount codes). */
  DEV_OUTBOX: optional(booleanFlag),
  /** GET /api/docs, the API reference page (docs/api.md); on by default outside production. /api/openapi.json is always served. */
  API_DOCS: optional(booleanFlag),
  /** Server renders (page cache misses) per client IP and window; past it the page is rendered by the browser. */
  ...rateLimitVariables('RENDER', { limit: 100, windowSeconds: 20, maxLimit: 1_000_000 }),
  /** Host names pages are served for besides PUBLIC_URL's, loopback and HOST (comma-separated; web/allowed-hosts.ts). */
  ALLOWED_HOSTS: optional(z.string()).transform((value) =>
    (value ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  ),
  /** Comma-separated origins allowed to host remotes (CSP, CORS). */
  REMOTE_ORIGINS: optional(z.string()).transform((value, ctx) => {
    const items = (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const origins: string[] = [];
    for (const item of items) {
      const parsed = originSchema.safeParse(item);
      if (parsed.success) origins.push(parsed.data);
      else ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? `Invalid origin ${item}` });
    }
    return [...new Set(origins)];
  }),
  REGISTRY_FILE: optional(z.string()),
  /** The operator's route rules (docs/route-rules.md); relative to the repository root; none when unset. */
  ROUTE_RULES_FILE: optional(z.string()),
  /** The release store of `npm run release` (docs/delivery.md); relative paths are taken from the repository root. */
  RELEASES_DIR: optional(z.string()),
  /** name=manifestUrl,…: swaps single remotes' manifest URLs (a remote on its dev server or a CDN). */
  REMOTE_OVERRIDES: optional(z.string()).transform((value, ctx) => {
    const overrides: Record<string, string> = {};
    for (const item of (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const match = /^([a-z][a-z0-9_]*)=(\/[^\s]*|https?:\/\/[^\s]+)$/.exec(item);
      if (match) overrides[match[1]!] = match[2]!;
      else ctx.addIssue({ code: 'custom', message: `"${item}" is not name=url (url absolute http(s) or starting with /)` });
    }
    return overrides;
  }),
  RECAPTCHA_SITE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{10,100}$/, 'Expected a reCAPTCHA key')),
  RECAPTCHA_SECRET: optional(z.string().regex(/^[A-Za-z0-9_-]{10,100}$/, 'Expected a reCAPTCHA secret')),
  /** Where tokens are verified (Google's siteverify); http is accepted for a fake verifier on loopback in tests. */
  RECAPTCHA_VERIFY_URL: optional(urlWithScheme(['https:', 'http:'])).default(RECAPTCHA_DEFAULT_VERIFY_URL),
  /** reCAPTCHA v3: the lowest score (0 bot … 1 human) a protected form accepts. */
  RECAPTCHA_MIN_SCORE: optional(z.coerce.number().min(0).max(1)).default(0.5),
  ANALYTICS_ID: optional(z.string().regex(/^[A-Z]{1,3}-[A-Z0-9-]{4,30}$/i, 'Expected an id like G-XXXXXXX')),
  /** Where the analytics tag is loaded from; http is accepted so tests can serve a fake tag on loopback. */
  ANALYTICS_SCRIPT_URL: optional(urlWithScheme(['https:', 'http:'])).default(ANALYTICS_DEFAULT_SCRIPT_URL),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  /** The shop's public URL; https here turns on HSTS and upgrade-insecure-requests. */
  PUBLIC_URL: optional(z.string().regex(/^https?:\/\/[^\s/]+(\/.*)?$/, 'Expected an http(s) URL')),
  /** Server rendering of pages: on unless set to 'off' (then every page is rendered in the browser). */
  SSR: optional(z.enum(['on', 'off'])).default('on'),
  /** Time budget of one remote's server render, its code and data included (ms). */
  SSR_BUDGET_MS: optional(z.coerce.number().int().min(10).max(10_000)).default(300),
  /** How long an anonymous server-rendered page is reused, in process and by a CDN (s); 0 turns caching off. */
  PAGE_CACHE_SECONDS: optional(z.coerce.number().int().min(0).max(3600)).default(30),
  /** How many proxies in front of the shop set X-Forwarded-For (for the client IP rate limits use). */
  TRUST_PROXY: optional(z.coerce.number().int().min(0).max(10)).default(0),
  /** BFF processes behind the one port (node:cluster, bff/src/cluster.ts); more than 1 needs DATABASE_URL. */
  /** First pause after a failed mail delivery (s); it doubles per attempt (mail/retry-policy.ts). Tests shorten it. */
  MAIL_RETRY_BASE_SECONDS: optional(z.coerce.number().int().min(1).max(3600)).default(60),
  /** How long a claimed outbox mail is hidden from other passes (s): longer than a send can take (SMTP timeouts 10 s + 30 s). */
  MAIL_LEASE_SECONDS: optional(z.coerce.number().int().min(5).max(86_400)).default(300),
  /**
   * Where rate limits count: 'database' (PostgreSQL, shared by every instance) or 'memory' (per process).
   * Default: database with DATABASE_URL, except under NODE_ENV=test, where each test's app starts with
   * a budget of its own (tests of the shared budget ask for 'database').
   */
  RATE_LIMIT_STORE: optional(z.enum(['database', 'memory'])),
  INSTANCES: optional(z.coerce.number().int().min(1).max(32)).default(1),
});

type CoreEnv = z.output<typeof envSchema>;

/** Rules across the core variables. */
function checkCore(env: CoreEnv): Record<string, string> {
  const problems: Record<string, string> = {};
  // PGlite is one process's embedded database: a second process cannot open the same data folder.
  if (env.INSTANCES > 1 && !env.DATABASE_URL) problems.INSTANCES = 'INSTANCES above 1 needs DATABASE_URL (PostgreSQL): embedded PGlite serves one process only';
  if (Boolean(env.RECAPTCHA_SITE_KEY) !== Boolean(env.RECAPTCHA_SECRET)) {
    problems[env.RECAPTCHA_SITE_KEY ? 'RECAPTCHA_SECRET' : 'RECAPTCHA_SITE_KEY'] = 'Set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET together (both for reCAPTCHA on, neither for off)';
  }
  return problems;
}

/** What a module's settings may read besides their own variables. */
export interface ConfigContext {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  /** A deployed shop: production with its public URL (its e-mails' links need it). */
  deployed: boolean;
}

/**
 * A module's slice of the environment (<module>/settings.ts): its variables, each with its default and
 * a comment saying what it does, and what the module's part of the configuration is made of them. The
 * composition root (app-config.ts) lists the modules' slices; this file knows none of them.
 */
export interface ConfigSlice<Shape extends z.ZodRawShape, Value extends object> {
  variables: Shape;
  read(env: z.output<z.ZodObject<Shape>>, context: ConfigContext): Value;
  /** Rules across the slice's variables: variable → what is wrong. */
  check?(env: z.output<z.ZodObject<Shape>>, context: ConfigContext): Record<string, string>;
}

/** Declares a module's slice (only for its types: variables and the value are inferred from it). */
export const configSlice = <Shape extends z.ZodRawShape, Value extends object>(slice: ConfigSlice<Shape, Value>): ConfigSlice<Shape, Value> => slice;

export { optional as optionalVariable, booleanFlag, urlWithScheme };

/** The shop's own configuration (infrastructure); the modules' slices add theirs (app-config.ts). */
export interface CoreConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute PGlite folder, or ':memory:'. */
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  devOutbox: boolean;
  /** Serve the readable API reference at /api/docs (docs/api.md). */
  apiDocs: boolean;
  /** Server renders per client IP (web/server-pages.ts). */
  renderRateLimit: RateLimitSetting;
  /** ALLOWED_HOSTS: more host names pages are served for (web/allowed-hosts.ts). */
  allowedHosts: string[];
  /** Allowed remote origins: REMOTE_ORIGINS plus the origins of absolute REMOTE_OVERRIDES URLs. */
  remoteOrigins: string[];
  remoteOverrides: Record<string, string>;
  registryFile?: string;
  /** The route rules file (ROUTE_RULES_FILE), absolute; checked at start by the web router. */
  routeRulesFile?: string;
  /** Absolute release store folder (RELEASES_DIR, `.releases/` by default), served under /releases/. */
  releasesDir: string;
  recaptchaSiteKey?: string;
  recaptchaSecret?: string;
  /** Google's siteverify unless RECAPTCHA_VERIFY_URL says otherwise; used only when the key is set. */
  recaptchaVerifyUrl: string;
  /** reCAPTCHA v3's lowest accepted score. */
  recaptchaMinScore: number;
  /** Analytics is off without it; with it the tag is still sent only to visitors who consented (docs/consent.md). */
  analyticsId?: string;
  analyticsScriptUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  repoRoot: string;
  /** True when PUBLIC_URL is https: only then are HSTS and upgrade-insecure-requests sent. */
  servedOverHttps: boolean;
  /** Proxy hops trusted for the client IP (never for redirects, which stay relative). */
  trustProxy: number;
  /** The shop's public URL (canonical links), when configured. */
  publicUrl?: string;
  ssr: { enabled: boolean; budgetMs: number; pageCacheSeconds: number };
  /** BFF processes sharing the port (INSTANCES); 1 = no cluster. */
  instances: number;
  /** 'database': rate limits count in PostgreSQL (when the shop runs on it), shared by instances. */
  rateLimitStore: 'database' | 'memory';
  /** First retry pause of the mail outbox (ms). */
  mailRetryBaseMs: number;
  /** Lease of a claimed outbox mail (ms): after it, a mail whose instance died is sent by another. */
  mailLeaseMs: number;
}

/** An overridden remote on another origin must be allowed to load, so its origin joins the list. */
const overrideOrigins = (overrides: Record<string, string>) =>
  Object.values(overrides)
    .filter((url) => /^https?:/.test(url))
    .map((url) => new URL(url).origin);

export class ConfigError extends Error {
  constructor(readonly problems: Record<string, string>) {
    super(
      `Invalid environment:\n${Object.entries(problems)
        .map(([name, problem]) => `  ${name}: ${problem}`)
        .join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

type SliceValue<Slice> = Slice extends ConfigSlice<z.ZodRawShape, infer Value> ? Value : never;
type Intersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (value: infer Both) => void ? Both : never;
/** The configuration made of the core and `Slices`. */
export type ConfigWith<Slices extends readonly ConfigSlice<z.ZodRawShape, object>[]> = CoreConfig & Intersection<SliceValue<Slices[number]>>;

/**
 * Reads and validates the environment, the core's variables and every slice's; throws ConfigError
 * naming every bad variable.
 */
export function loadConfigWith<const Slices extends readonly ConfigSlice<z.ZodRawShape, object>[]>(
  slices: Slices,
  env: Record<string, string | undefined> = process.env,
): ConfigWith<Slices> {
  const shape = Object.assign({}, envSchema.shape, ...slices.map((slice) => slice.variables)) as z.ZodRawShape;
  const parsed = z.object(shape).safeParse(env);
  if (!parsed.success) throw new ConfigError(fieldErrors(parsed.error.issues));
  const core = readCore(parsed.data as CoreEnv);
  const context: ConfigContext = { nodeEnv: core.nodeEnv, isProduction: core.isProduction, deployed: core.isProduction && Boolean(core.publicUrl) };
  const problems = Object.assign(checkCore(parsed.data as CoreEnv), ...slices.map((slice) => slice.check?.(parsed.data, context) ?? {})) as Record<string, string>;
  if (Object.keys(problems).length > 0) throw new ConfigError(problems);
  return Object.assign(core, ...slices.map((slice) => slice.read(parsed.data, context))) as ConfigWith<Slices>;
}

function readCore(value: CoreEnv): CoreConfig {
  const repoRoot = repoRootDir();
  const dataDir = value.DATA_DIR === MEMORY ? MEMORY : path.resolve(repoRoot, value.DATA_DIR ?? '.data');
  return {
    nodeEnv: value.NODE_ENV,
    isProduction: value.NODE_ENV === 'production',
    port: value.PORT,
    host: value.HOST,
    dataDir,
    databaseUrl: value.DATABASE_URL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    devOutbox: value.DEV_OUTBOX ?? value.NODE_ENV !== 'production',
    apiDocs: value.API_DOCS ?? value.NODE_ENV !== 'production',
    renderRateLimit: rateLimitOf(value, 'RENDER'),
    allowedHosts: value.ALLOWED_HOSTS,
    remoteOrigins: [...new Set([...value.REMOTE_ORIGINS, ...overrideOrigins(value.REMOTE_OVERRIDES)])],
    remoteOverrides: value.REMOTE_OVERRIDES,
    registryFile: value.REGISTRY_FILE ? path.resolve(repoRoot, value.REGISTRY_FILE) : undefined,
    routeRulesFile: value.ROUTE_RULES_FILE ? path.resolve(repoRoot, value.ROUTE_RULES_FILE) : undefined,
    releasesDir: resolveReleasesDir(repoRoot, value.RELEASES_DIR),
    recaptchaSiteKey: value.RECAPTCHA_SITE_KEY,
    recaptchaSecret: value.RECAPTCHA_SECRET,
    recaptchaVerifyUrl: value.RECAPTCHA_VERIFY_URL,
    recaptchaMinScore: value.RECAPTCHA_MIN_SCORE,
    analyticsId: value.ANALYTICS_ID,
    analyticsScriptUrl: value.ANALYTICS_SCRIPT_URL,
    logLevel: value.LOG_LEVEL ?? (value.NODE_ENV === 'test' ? 'silent' : 'info'),
    repoRoot,
    servedOverHttps: value.PUBLIC_URL?.startsWith('https://') ?? false,
    trustProxy: value.TRUST_PROXY,
    publicUrl: value.PUBLIC_URL?.replace(/\/+$/, ''),
    ssr: { enabled: value.SSR === 'on', budgetMs: value.SSR_BUDGET_MS, pageCacheSeconds: value.PAGE_CACHE_SECONDS },
    instances: value.INSTANCES,
    rateLimitStore: value.RATE_LIMIT_STORE ?? (value.DATABASE_URL && value.NODE_ENV !== 'test' ? 'database' : 'memory'),
    mailRetryBaseMs: value.MAIL_RETRY_BASE_SECONDS * 1000,
    mailLeaseMs: value.MAIL_LEASE_SECONDS * 1000,
  };
}
