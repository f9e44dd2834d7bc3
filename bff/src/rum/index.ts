export { rumRouter, rumWindow, rumWindowCounts, processRumMetrics, type RumRouterOptions } from './routes';
export { rumEndpoints } from './openapi';
export { rumSettings } from './settings';
export { rumModule } from './module';
export { RumWindow, type RumWindowCounts, type RumWindowOptions } from './window';
export { RumMetrics, RUM_BUCKETS, RUM_ERROR_NAMES } from './metrics';
export { RumLabels, RELEASES_PER_REMOTE, type KnownRemotes } from './labels';
