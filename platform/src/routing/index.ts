export * from './remote-routes';
export * from './use-document-title';
export * from './router';
export { SectionPage } from './SectionPage';
