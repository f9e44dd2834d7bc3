import type { createDocument } from 'zod-openapi';
import { appointmentsEndpoints } from './appointments';
import { backofficeEndpoints } from './backoffice';
import { cartEndpoints } from './cart';
import { catalogEndpoints } from './catalog';
import { clubEndpoints } from './club';
import type { AppConfig } from './app-config';
import { eventsEndpoints } from './events';
import { healthEndpoints } from './http/openapi';
import { devOutboxEndpoints } from './mail';
import { newsletterEndpoints } from './newsletter';
import { buildOpenApiDocument } from './openapi/document';
import type { Endpoint } from './openapi/endpoint';
import { openApiEndpoints } from './openapi/own-endpoints';
import { ordersEndpoints } from './orders';
import { storesEndpoints } from './stores';
import { visitorEndpoints } from './visitor';
import { webEndpoints } from './web/openapi';
import { wishlistEndpoints } from './wishlist';

/**
 * Each module describes its own endpoints beside its routes (<module>/openapi.ts, exported by its
 * index.ts); this list only puts them in the document's order. A new endpoint in a module changes this
 * file not at all; a new module adds one line (docs/api.md, "Adding an endpoint").
 */
const MODULE_ENDPOINTS: readonly ((config: AppConfig) => Endpoint[])[] = [
  healthEndpoints,
  catalogEndpoints,
  newsletterEndpoints,
  clubEndpoints,
  storesEndpoints,
  appointmentsEndpoints,
  eventsEndpoints,
  cartEndpoints,
  visitorEndpoints,
  wishlistEndpoints,
  ordersEndpoints,
  backofficeEndpoints,
  devOutboxEndpoints,
  openApiEndpoints,
];

export interface DocumentOptions {
  /** Include the web front door's /api/registry (the app serves the shop's pages). */
  web?: boolean;
}

/** The endpoints an app built with `config` has; the document and the coverage test read the same list. */
export const documentedEndpoints = (config: AppConfig, { web = true }: DocumentOptions = {}): Endpoint[] => [
  ...MODULE_ENDPOINTS.flatMap((endpointsOf) => endpointsOf(config)),
  ...(web ? webEndpoints() : []),
];

/** The OpenAPI document of an app built with `config`. */
export const openApiDocument = (config: AppConfig, options: DocumentOptions = {}): ReturnType<typeof createDocument> =>
  buildOpenApiDocument(documentedEndpoints(config, options), config);
