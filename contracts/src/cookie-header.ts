/**
 * The one reader of a Cookie header (a request's, or the browser's `document.cookie`), for the server
 * and the browser alike: the staff session, the visitor token, the locale and the consent choices.
 *
 * Hand-written rather than the `cookie` package's `parse`: that package is only here as a dependency
 * of express and react-router, so contracts (which runs in the browser too) would have to declare it
 * and change the lockfile; it builds an object of every cookie where we want one; and its decoding
 * falls back to the raw text on malformed percent-encoding, where we want "no cookie".
 *
 * The rules, the strictest the four former readers shared (their tests still hold):
 * - The FIRST pair with the name decides, even when its value is empty: a browser sends the cookie of
 *   the longest Path first (RFC 6265 §5.4), the `cookie` package picks the same, and so every reader of
 *   ours agrees on which of two duplicates counts. A refused first value is not retried with a later
 *   one, so a second cookie planted beside ours cannot stand in for it.
 * - Names are compared exactly (case-sensitive) once spaces around them are trimmed: 'ama_visitors'
 *   or 'xama_visitor' never match. A pair without '=' is no cookie of that name (a browser sends it
 *   as a nameless value).
 * - The value is trimmed of surrounding spaces and otherwise kept as sent: quotes are not removed and
 *   nothing is percent-decoded, because tokens and locale codes are plain ASCII, and a quoted or
 *   encoded one ('"abc"', '%65n') is mangled or forged and must stay invalid for its reader.
 * - `decode: true` percent-decodes (for a value we write encoded, the consent); malformed encoding
 *   ('%E0%A4%A') reads as no cookie, never as the raw text nor an exception.
 * - An empty value ('name=') reads as no cookie.
 */
export function cookieFromHeader(header: string | null | undefined, name: string, { decode = false }: { decode?: boolean } = {}): string | null {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    if (!value) return null;
    return decode ? percentDecoded(value) : value;
  }
  return null;
}

function percentDecoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
