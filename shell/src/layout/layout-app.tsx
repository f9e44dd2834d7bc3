import { createReactLifecycles } from '@ama/platform';
import { Header } from './Header';
import { Footer } from './Footer';
import { Overlays } from './Overlays';
import './layout.css';

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
} as const;

export const layoutApps = Object.entries(LAYOUT_REGIONS).map(([name, { Root, elementId }]) => ({
  name,
  app: createReactLifecycles({ Root, domElementGetter: () => element(elementId) }),
}));
