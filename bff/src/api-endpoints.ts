import type { createDocument } from 'zod-openapi';
import type { AppConfig } from './app-config';
import { moduleEndpoints } from './modules/set-up';
import { buildOpenApiDocument } from './openapi/document';
import type { Endpoint } from './openapi/endpoint';
import { openApiEndpoints } from './openapi/own-endpoints';
import { SHOP_MODULES } from './shop-modules';
import { webEndpoints } from './web/openapi';

export interface DocumentOptions {
  /** Include the web front door's /api/registry (the app serves the shop's pages). */
  web?: boolean;
}

/**
 * The endpoints an app built with `config` has; the document and the coverage test read the same list.
 * Each module describes its own beside its routes (<module>/openapi.ts, its definition's `endpoints`),
 * in the order of the modules the app mounts (shop-modules.ts); then this document's own and the web
 * front door's. A new endpoint, or a new module, changes nothing here.
 */
export const documentedEndpoints = (config: AppConfig, { web = true }: DocumentOptions = {}): Endpoint[] => [
  ...moduleEndpoints<AppConfig>(SHOP_MODULES, config),
  ...openApiEndpoints(config),
  ...(web ? webEndpoints() : []),
];

/** The OpenAPI document of an app built with `config`. */
export const openApiDocument = (config: AppConfig, options: DocumentOptions = {}): ReturnType<typeof createDocument> =>
  buildOpenApiDocument(documentedEndpoints(config, options), config);
