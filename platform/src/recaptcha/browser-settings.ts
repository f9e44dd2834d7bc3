import { PAGE_DATA_IDS, type BrowserSettings } from '@ama/contracts';

/**
 * The runtime settings the server inlined into the page (docs/requirements.md#settings) beside the registry: read
 * when a feature first needs them, never at start, so they cost the first paint nothing. A page without
 * them (a remote alone on its dev server, a unit test) has none: every optional feature is off.
 */
export function readBrowserSettings(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): BrowserSettings {
  const text = doc?.getElementById(PAGE_DATA_IDS.settings)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as BrowserSettings) : {};
  } catch {
    return {};
  }
}
