import { registrySchema, type Registry } from '@ama/contracts';

export const REGISTRY_ELEMENT_ID = 'ama-registry';

/**
 * The registry snapshot the server inlined into the HTML (no round trip before the first remote loads);
 * falls back to GET /api/registry when the page was served without one (e.g. the shell's dev server).
 */
export async function readRegistry(doc: Document = document, fetchImpl: typeof fetch = fetch): Promise<Registry> {
  const inline = doc.getElementById(REGISTRY_ELEMENT_ID)?.textContent;
  if (inline) {
    const parsed = registrySchema.safeParse(JSON.parse(inline));
    if (parsed.success) return parsed.data;
  }
  return fetchRegistry(fetchImpl);
}

export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<Registry> {
  const response = await fetchImpl('/api/registry', { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`registry: ${response.status} ${response.statusText}`);
  return registrySchema.parse(await response.json());
}
