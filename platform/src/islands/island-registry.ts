import type { ComponentType } from 'react';

/**
 * Every island's component by id. It is filled when the module that declares an island is evaluated,
 * so in the browser an island can hydrate once its page's chunk has loaded; platform is one shared
 * instance, so the shell and every remote use the same map.
 */
const components = new Map<string, ComponentType<object>>();

export function registerIsland(id: string, Component: ComponentType<object>): void {
  const known = components.get(id);
  // A redeployed remote registers its new version under the same id; two different modules must not.
  if (known && known.name !== Component.name) console.error(`[island] "${id}" is declared twice (${known.name}, ${Component.name})`);
  components.set(id, Component);
}

export const islandComponent = (id: string): ComponentType<object> | undefined => components.get(id);
