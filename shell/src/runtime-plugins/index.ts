import { registerPlugins } from '@module-federation/enhanced/runtime';
import { fallbackPlugin, type FallbackOptions } from './fallback-plugin';
import { failedLoadReloadPlugin } from './failed-load-reload-plugin';
import { retryPlugin } from './retry-plugin';

export { isUnavailable } from './fallback-plugin';

/**
 * The federation concerns of every load, the app path and the fragment path alike. Order matters: the
 * runtime calls each plugin on a failure and keeps the last answer, so the fallback speaks last.
 */
export function installRuntimePlugins(fallbacks: FallbackOptions) {
  registerPlugins([retryPlugin(), failedLoadReloadPlugin(), fallbackPlugin(fallbacks)]);
}
