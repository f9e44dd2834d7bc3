/**
 * The Location of every redirect the web front door makes. It must keep the browser on this server
 * whatever the request line holds (docs/security.md), so it is built from the parsed path alone: never
 * from Host or X-Forwarded-*, and never from the raw request target, whose absolute form
 * (`GET http://evil.com/x HTTP/1.1`) carries a host of its own.
 */

/**
 * The canonical form of a page path: one slash between segments, none at the end. Built from the
 * segments, so it always starts with exactly one '/' followed by a segment: '//evil.com/' → '/evil.com'.
 * A backslash separates segments too, because browsers read '\' as '/' in http(s) URLs: left in place,
 * '/\evil.com' would be '//evil.com', another host.
 */
export function canonicalPath(pathname: string): string {
  return `/${pathname
    .split(/[/\\]+/)
    .filter(Boolean)
    .join('/')}`;
}

/**
 * The query of a request target ('?…', or ''), which is all a redirect keeps of the target besides the
 * path. A fragment is no part of it (browsers never send one; a raw client may).
 */
export function queryOf(requestTarget: string): string {
  const beforeFragment = requestTarget.split('#', 1)[0]!;
  const start = beforeFragment.indexOf('?');
  return start === -1 ? '' : beforeFragment.slice(start);
}

/**
 * A same-origin Location: a canonical path plus a query. The query comes after a path segment, so it
 * cannot name a host; its backslashes are escaped anyway, so no Location holds one.
 */
export function sameOriginLocation(pathname: string, query = ''): string {
  return canonicalPath(pathname) + query.replace(/\\/g, '%5C');
}
