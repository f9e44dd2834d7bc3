import { API_PATHS, PAGE_DATA_IDS, type Locale, type Registry } from '@ama/contracts';
import { getCurrentLocale } from '@ama/platform';

/**
 * The registry snapshot the server inlined into the HTML (no round trip before the first remote loads);
 * falls back to GET /api/registry when the page was served without one (e.g. the shell's dev server).
 * The inlined snapshot was validated by the server that wrote it, so the page's critical path parses it
 * as plain JSON; only a registry fetched later is checked against the contract here.
 */
export async function readRegistry(doc: Document = document, fetchImpl: typeof fetch = fetch): Promise<Registry> {
  // No round trip when the server inlined it; otherwise the page's own locale goes with the request.
  const inline = doc.getElementById(PAGE_DATA_IDS.registry)?.textContent;
  if (inline) return JSON.parse(inline) as Registry;
  return fetchRegistry(fetchImpl);
}

/**
 * GET /api/registry with the page's locale, as every API request carries one (docs/api.md): the
 * registry is the same in every language and the BFF ignores it, but a request without it would be
 * the one exception proxies, logs and the locale rule have to know about.
 */
export async function fetchRegistry(fetchImpl: typeof fetch = fetch, locale: Locale = getCurrentLocale()): Promise<Registry> {
  const response = await fetchImpl(`${API_PATHS.registry}?locale=${locale}`, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`registry: ${response.status} ${response.statusText}`);
  // The schema (and zod) load only on this path, keeping them off the first page load.
  const { registrySchema } = await import(/* webpackChunkName: "lazy-registry-schema" */ '@ama/contracts');
  return registrySchema.parse(await response.json());
}
