import path from 'node:path';
import { z } from 'zod';
import { DISCOUNT_LIMITS, fieldErrors } from '@ama/contracts';
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

const envSchema = z
  .object({
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
    /** Newsletter sign-ups per client IP and window (docs/security.md); tests lower it to reach the 429. */
    NEWSLETTER_RATE_LIMIT: optional(z.coerce.number().int().min(1).max(10_000)).default(10),
    NEWSLETTER_RATE_WINDOW_SECONDS: optional(z.coerce.number().int().min(1).max(86_400)).default(600),
    /** Cart and wishlist writes per client IP and window, one budget for both; generous (a shopper clicks a lot), tests lower it. */
    CART_RATE_LIMIT: optional(z.coerce.number().int().min(1).max(100_000)).default(120),
    CART_RATE_WINDOW_SECONDS: optional(z.coerce.number().int().min(1).max(86_400)).default(60),
    /** Order attempts (POST /api/orders) per client IP and window: a shopper retries a few times, a card tester many. */
    ORDER_RATE_LIMIT: optional(z.coerce.number().int().min(1).max(100_000)).default(10),
    ORDER_RATE_WINDOW_SECONDS: optional(z.coerce.number().int().min(1).max(86_400)).default(600),
    /** Discount code attempts (PUT /api/cart/discount) per client IP and window, on top of the cart's limit; tests lower it. */
    DISCOUNT_RATE_LIMIT: optional(z.coerce.number().int().min(1).max(100_000)).default(DISCOUNT_LIMITS.attemptsPerWindow),
    DISCOUNT_RATE_WINDOW_SECONDS: optional(z.coerce.number().int().min(1).max(86_400)).default(DISCOUNT_LIMITS.attemptWindowSeconds),
    /** Catalogue searches (GET /api/products?q=…) per client IP and window; the plain listing is not counted. Tests lower it. */
    SEARCH_RATE_LIMIT: optional(z.coerce.number().int().min(1).max(1_000_000)).default(300),
    SEARCH_RATE_WINDOW_SECONDS: optional(z.coerce.number().int().min(1).max(86_400)).default(60),
    /** Server renders (page cache misses) per client IP and window; past it the page is rendered by the browser. */
    RENDER_RATE_LIMIT: optional(z.coerce.number().int().min(1).max(1_000_000)).default(100),
    RENDER_RATE_WINDOW_SECONDS: optional(z.coerce.number().int().min(1).max(86_400)).default(20),
    /** Host names pages are served for besides PUBLIC_URL's, loopback and HOST (comma-separated; web/allowed-hosts.ts). */
    ALLOWED_HOSTS: optional(z.string()).transform((value) =>
      (value ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
    /** Club sign-ups per client IP and window, and (a budget of their own) the member page's writes; tests raise or lower it. */
    CLUB_RATE_LIMIT: optional(z.coerce.number().int().min(1).max(100_000)).default(10),
    CLUB_RATE_WINDOW_SECONDS: optional(z.coerce.number().int().min(1).max(86_400)).default(600),
    /** HMAC-SHA256 key of the member page links (club/member-token.ts); every instance must share it. */
    CLUB_LINK_SECRET: optional(z.string().min(32, 'Expected at least 32 characters (random, e.g. openssl rand -hex 32)').max(512)),
    /** Bearer token of the club's operator API (terminations, terms changes; docs/club.md); the API is off without it. */
    // The operator's own calls are a handful a day; the budget slows a leaked or guessed token's use.
    CLUB_OPERATOR_RATE_LIMIT: optional(z.coerce.number().int().min(1).max(100_000)).default(30),
    CLUB_OPERATOR_RATE_WINDOW_SECONDS: optional(z.coerce.number().int().min(1).max(86_400)).default(600),
    CLUB_OPERATOR_TOKEN: optional(z.string().min(32, 'Expected at least 32 characters (random, e.g. openssl rand -hex 32)').max(512)),
    /** The ELITE page's path segment (/club/elite-<token>): at least 128 bits, e.g. 32 hex characters. */
    CLUB_ELITE_TOKEN: optional(z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, 'Expected 32 to 128 characters of [A-Za-z0-9_-] (e.g. openssl rand -hex 16)')),
    /** Loads the development and e2e discount codes (AMA10, GIFT50, …; docs/discount-codes.md); on by default outside production. */
    SEED_DISCOUNT_CODES: optional(booleanFlag),
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
    PAYMENT_PROVIDER: optional(z.enum(['test'])).default('test'),
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
  })
  .superRefine((env, ctx) => {
    // PGlite is one process's embedded database: a second process cannot open the same data folder.
    if (env.INSTANCES > 1 && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['INSTANCES'], message: 'INSTANCES above 1 needs DATABASE_URL (PostgreSQL): embedded PGlite serves one process only' });
    }
    if (Boolean(env.RECAPTCHA_SITE_KEY) !== Boolean(env.RECAPTCHA_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.RECAPTCHA_SITE_KEY ? 'RECAPTCHA_SECRET' : 'RECAPTCHA_SITE_KEY'],
        message: 'Set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET together (both for reCAPTCHA on, neither for off)',
      });
    }
    // A deployed shop (production with its public URL, which the club's e-mail links need) must not sign
    // member links or open the ELITE page with the development values, which are public in this repository.
    if (env.NODE_ENV === 'production' && env.PUBLIC_URL) {
      for (const name of ['CLUB_LINK_SECRET', 'CLUB_ELITE_TOKEN'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `Required in production (NODE_ENV=production with PUBLIC_URL): ${name}` });
      }
    }
  });

/**
 * Development values of the club's secrets: fixed, not random per process, so that two instances (and a
 * restart) accept the same member links. Public, hence refused for a deployed shop (see above).
 */
export const CLUB_DEVELOPMENT_LINK_SECRET = 'development-only-club-link-secret-0123456789abcdef';
export const CLUB_DEVELOPMENT_ELITE_TOKEN = '0123456789abcdef0123456789abcdef';

export interface AppConfig {
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
  newsletterRateLimit: { limit: number; windowMs: number };
  /** Shared by the cart's and the wishlist's writes. */
  cartRateLimit: { limit: number; windowMs: number };
  /** POST /api/orders only: its own budget, apart from the cart's. */
  orderRateLimit: { limit: number; windowMs: number };
  /** Discount code attempts, PUT /api/cart/discount only. */
  discountRateLimit: { limit: number; windowMs: number };
  /** Catalogue searches (requests with a `q`), http/search-rate-limit.ts. */
  searchRateLimit: { limit: number; windowMs: number };
  /** Server renders per client IP (web/server-pages.ts). */
  renderRateLimit: { limit: number; windowMs: number };
  /** ALLOWED_HOSTS: more host names pages are served for (web/allowed-hosts.ts). */
  allowedHosts: string[];
  club: {
    /** Sign-ups per IP; the member page's writes have a budget of the same size of their own. */
    rateLimit: { limit: number; windowMs: number };
    linkSecret: string;
    eliteToken: string;
    /** The operator API's bearer token; undefined = no operator API. */
    operatorToken?: string;
    /** Operator calls per IP, counted before the token is checked (right or wrong). */
    operatorRateLimit: { limit: number; windowMs: number };
    /** True when a development value above is in use. */
    developmentSecrets: boolean;
  };
  /** Load the development/e2e discount codes (cart/seed-discount-codes.ts). */
  seedDiscountCodes: boolean;
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
  paymentProvider: 'test';
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

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(fieldErrors(parsed.error.issues));
  const value = parsed.data;
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
    newsletterRateLimit: { limit: value.NEWSLETTER_RATE_LIMIT, windowMs: value.NEWSLETTER_RATE_WINDOW_SECONDS * 1000 },
    cartRateLimit: { limit: value.CART_RATE_LIMIT, windowMs: value.CART_RATE_WINDOW_SECONDS * 1000 },
    orderRateLimit: { limit: value.ORDER_RATE_LIMIT, windowMs: value.ORDER_RATE_WINDOW_SECONDS * 1000 },
    discountRateLimit: { limit: value.DISCOUNT_RATE_LIMIT, windowMs: value.DISCOUNT_RATE_WINDOW_SECONDS * 1000 },
    searchRateLimit: { limit: value.SEARCH_RATE_LIMIT, windowMs: value.SEARCH_RATE_WINDOW_SECONDS * 1000 },
    renderRateLimit: { limit: value.RENDER_RATE_LIMIT, windowMs: value.RENDER_RATE_WINDOW_SECONDS * 1000 },
    allowedHosts: value.ALLOWED_HOSTS,
    club: {
      rateLimit: { limit: value.CLUB_RATE_LIMIT, windowMs: value.CLUB_RATE_WINDOW_SECONDS * 1000 },
      linkSecret: value.CLUB_LINK_SECRET ?? CLUB_DEVELOPMENT_LINK_SECRET,
      eliteToken: value.CLUB_ELITE_TOKEN ?? CLUB_DEVELOPMENT_ELITE_TOKEN,
      operatorToken: value.CLUB_OPERATOR_TOKEN,
      operatorRateLimit: { limit: value.CLUB_OPERATOR_RATE_LIMIT, windowMs: value.CLUB_OPERATOR_RATE_WINDOW_SECONDS * 1000 },
      developmentSecrets: !value.CLUB_LINK_SECRET || !value.CLUB_ELITE_TOKEN,
    },
    // Off in production unless asked for: AMA10 is public and unlimited, a shop must not inherit it.
    seedDiscountCodes: value.SEED_DISCOUNT_CODES ?? value.NODE_ENV !== 'production',
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
    paymentProvider: value.PAYMENT_PROVIDER,
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
