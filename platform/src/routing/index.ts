export * from './remote-routes';
export * from './router';
export { SectionPage } from './SectionPage';
export { lazyPage, preparePageFor, type LazyPage } from './lazy-page';
