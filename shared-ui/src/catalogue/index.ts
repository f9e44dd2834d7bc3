// Entry of the shell's lazy /<locale>/dev/ui route, which loads the deep path
// '@ama/shared-ui/src/catalogue' on demand. Deliberately not re-exported from the package's main
// index: the shop's bundle must not carry the catalogue.
export { ComponentCatalogue, default } from './ComponentCatalogue';
export { CATALOGUE_SECTIONS, type CatalogueSectionEntry } from './catalogue-sections';
