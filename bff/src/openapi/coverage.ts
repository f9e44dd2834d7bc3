import type { Express } from 'express';
import { isApiRoute, listAppRoutes, routeKey } from './app-routes';
import { openApiPath } from './document';
import type { OpenApiDocument } from './response-validator';

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

/** 'get /api/products/{sku}' for every operation of the document. */
export const documentedOperations = (document: Pick<OpenApiDocument, 'paths'>): string[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => METHODS.has(key))
      .map((method) => `${method} ${path}`),
  );

/** What the app serves but the document does not describe, and what the document describes that the app does not serve. */
export function compareWithDocument(app: Express, document: Pick<OpenApiDocument, 'paths'>): { undocumented: string[]; missing: string[] } {
  const served = new Set(
    listAppRoutes(app)
      .filter(isApiRoute)
      .map((route) => routeKey({ method: route.method, path: openApiPath(route.path) })),
  );
  const documented = new Set(documentedOperations(document));
  return {
    undocumented: [...served].filter((key) => !documented.has(key)).sort(),
    missing: [...documented].filter((key) => !served.has(key)).sort(),
  };
}
