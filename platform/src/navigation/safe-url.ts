/** Schemes that run code or smuggle content instead of navigating (docs/requirements.md#errors, docs/security.md). */
const DANGEROUS_SCHEME = /^(?:javascript|data|blob|vbscript):/i;
/** Non-web schemes a shop link legitimately opens (footer contacts). Anything else is refused. */
const OTHER_ALLOWED_PROTOCOLS = new Set(['mailto:', 'tel:']);
/**
 * Browsers ignore ASCII whitespace and control characters around a URL and tabs/newlines inside it,
 * so 'java\tscript:' and ' JaVaScRiPt:' still run. Compare with all of them removed.
 */
const IGNORED_CHARACTERS = /[\u0000-\u0020\u007f-\u009f]/g;

export interface UrlPolicy {
  /** Hosts ('wa.me', '*.instagram.com') or origins ('https://wa.me') external links may go to. */
  allowlist: readonly string[];
  /** The shop's own origin; same-origin URLs are internal. */
  origin: string;
}

export type UrlVerdict =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; href: string }
  | { kind: 'refused'; reason: 'dangerous-scheme' | 'unparsable' | 'scheme-not-allowed' | 'host-not-allowed' };

function onAllowlist(url: URL, allowlist: readonly string[]): boolean {
  const host = url.hostname.toLowerCase();
  return allowlist.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    if (allowed.includes('://')) return url.origin === allowed.replace(/\/+$/, '');
    if (allowed.startsWith('*.')) return host.endsWith(allowed.slice(1));
    return host === allowed;
  });
}

/** Decides where a URL would take the visitor, and whether they may go. */
export function classifyUrl(rawUrl: string, { allowlist, origin }: UrlPolicy): UrlVerdict {
  const compact = rawUrl.replace(IGNORED_CHARACTERS, '');
  if (DANGEROUS_SCHEME.test(compact)) return { kind: 'refused', reason: 'dangerous-scheme' };
  let url: URL;
  try {
    // Parse what the browser would: leading/trailing junk trimmed, tabs and newlines dropped.
    url = new URL(rawUrl.replace(/[\t\n\r]/g, '').trim(), origin);
  } catch {
    return { kind: 'refused', reason: 'unparsable' };
  }
  // Defence in depth: the parser has the final word on the scheme.
  if (DANGEROUS_SCHEME.test(url.protocol)) return { kind: 'refused', reason: 'dangerous-scheme' };
  if (OTHER_ALLOWED_PROTOCOLS.has(url.protocol)) return { kind: 'external', href: url.href };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refused', reason: 'scheme-not-allowed' };
  // '//evil.com', '/\evil.com' and 'https://shop@evil.com' all parse to another origin and land here.
  if (url.origin === new URL(origin).origin) return { kind: 'internal', path: url.pathname + url.search + url.hash };
  if (onAllowlist(url, allowlist)) return { kind: 'external', href: url.href };
  return { kind: 'refused', reason: 'host-not-allowed' };
}

/** True when navigating to `url` is allowed. */
export function isSafeUrl(url: string, policy: UrlPolicy): boolean {
  return classifyUrl(url, policy).kind !== 'refused';
}
