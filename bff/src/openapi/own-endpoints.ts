import { z } from 'zod';
import type { CoreConfig } from '../config';
import { type Endpoint } from './endpoint';

/** This document's own endpoints: the readable page (when on) and the JSON. */
export function openApiEndpoints(config: CoreConfig): Endpoint[] {
  return [
    ...(config.apiDocs
      ? ([
          {
            method: 'get',
            path: '/api/docs',
            tag: 'development',
            summary: 'This reference, readable (Swagger UI)',
            success: { status: 200, description: 'The page', html: true },
            condition: 'not production, or API_DOCS=1',
          },
        ] satisfies Endpoint[])
      : []),
    {
      method: 'get',
      path: '/api/openapi.json',
      tag: 'meta',
      summary: 'This OpenAPI document',
      success: { status: 200, description: 'The document', json: z.object({ openapi: z.string() }).loose() },
    },
  ];
}
