import { isIP } from 'node:net';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];
const WILDCARDS = ['0.0.0.0', '::', ''];

/** The host name of a Host header value ('Shop.example:8080' → 'shop.example', '[::1]:80' → '::1'). */
export function hostNameOf(header: string): string {
  const value = header.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') === -1 ? undefined : value.indexOf(']'));
  return value.split(':', 1)[0]!.replace(/\.$/, '');
}

/**
 * Which Host values pages are served for. Without PUBLIC_URL a page's canonical links and its cache key
 * come from the Host a client sent, so any value would make a new render and a page that names another
 * site: only the names the shop is known by pass — PUBLIC_URL's, ALLOWED_HOSTS, loopback and
 * HOST (any address of the machine when HOST is a wildcard, so a LAN address works in development).
 */
export function allowedHosts(options: { publicUrl?: string; host?: string; extra?: readonly string[] }): (header: string | undefined) => boolean {
  const names = new Set([...LOOPBACK_NAMES, ...(options.extra ?? [])].map((name) => name.toLowerCase()));
  if (options.publicUrl) names.add(new URL(options.publicUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase());
  const listen = options.host ?? '127.0.0.1';
  const anyAddress = WILDCARDS.includes(listen);
  if (!anyAddress) names.add(listen.toLowerCase());
  return (header) => {
    if (header === undefined) return false;
    const name = hostNameOf(header);
    return names.has(name) || (anyAddress && isIP(name) !== 0);
  };
}
