/**
 * The catalogue's public surface: its routes and service for the app, the product configuration and
 * pricing reads the cart and the wishlist build on, and the catalogue's seeding. Other modules import
 * the catalogue only through this file.
 */
export { catalogRouter } from './routes';
export { productImagesRouter } from './image-routes';
export { createCatalogService, toSummary, type CatalogOptions, type CatalogService } from './service';
export { GZIP_THRESHOLD, ListingAnswers } from './listing-answers';
export { fastListing } from './fast-listing';
export { configure, configureSaved, missingChoices, OPTION_FIELD, underOptions } from './configuration';
export { findConfigurableProducts, findPricingData, type ConfigurableProductRow } from './repository';
export { seedCatalogue, type SeedResult } from './seed-catalogue';
export { catalogEndpoints } from './openapi';
export { catalogSettings } from './settings';
export { OptionNotOfferedError, ProductUnavailableError, UnknownProductError } from './errors';
export { catalogueSitemapEntriesFrom, type CatalogueSitemapEntries } from './sitemap-entries';
export { listStaffProducts, setProductAvailability } from './availability';
export { catalogPageStatus } from './page-status';
export { catalogModule, type CatalogPorts } from './module';
export { listingTimingsTable, measureListings, type ListingTimings } from './listing-timings';
