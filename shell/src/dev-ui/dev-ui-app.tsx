import { createReactLifecycles } from '@ama/platform';

/**
 * /<locale>/dev/ui: shared-ui's living catalogue for the five teams. Loaded only on that route, so the
 * shop's pages never carry it.
 */
export const devUiApp = createReactLifecycles({
  loadRoot: async () => (await import(/* webpackChunkName: "lazy-dev-ui-catalogue" */ '@ama/shared-ui/catalogue')).ComponentCatalogue,
});
