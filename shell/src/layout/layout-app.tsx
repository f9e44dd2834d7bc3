import type { ComponentType } from 'react';
import { createReactLifecycles } from '@ama/platform';
import type { LAYOUT_REGION_NAMES } from './layout-regions';
import { Header } from './Header';
import { Footer } from './Footer';
import { Overlays } from './Overlays';

function element(id: string) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from index.html`);
  return found;
}

/**
 * The always-on layout, one root per fixed region of index.html: the server renders the header and the
 * footer (shell/src/server) and these roots hydrate them; the overlays (toasts, modals) exist only in
 * the browser. The names are also the roots' useId prefixes, the same on both sides.
 */
export const LAYOUT_REGIONS = {
  'layout-header': { Root: Header, elementId: 'ama-header' },
  'layout-footer': { Root: Footer, elementId: 'ama-footer' },
  'layout-overlays': { Root: Overlays, elementId: 'ama-overlays' },
} satisfies Record<(typeof LAYOUT_REGION_NAMES)[number], { Root: ComponentType; elementId: string }>;

export type LayoutRegion = keyof typeof LAYOUT_REGIONS;

/** The lifecycles of one region's root. */
export function layoutApp(name: LayoutRegion) {
  const { Root, elementId } = LAYOUT_REGIONS[name];
  return createReactLifecycles({ Root, domElementGetter: () => element(elementId) });
}
