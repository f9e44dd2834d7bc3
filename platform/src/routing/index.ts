export * from './remote-routes';
export * from './router';
export { SectionPage } from './SectionPage';
