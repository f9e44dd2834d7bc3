// @ama/platform: the runtime glue every app shares as a Module Federation singleton (docs/architecture.md).
export * from './store';
export * from './api';
export * from './i18n';
export * from './locale';
export * from './navigation';
export * from './remote';
export * from './lifecycle';
export * from './routing';
export * from './ssr';
export * from './fragments';
export * from './format';
export * from './recaptcha';
export * from './islands';
export * from './forms';
