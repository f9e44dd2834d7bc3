import { registrySchema } from '@ama/contracts';
import type { Endpoint } from '../openapi/endpoint';

/** The web front door's one API route (web/index.ts), present when the app serves the shop's pages. */
export const webEndpoints = (): Endpoint[] => [
  { method: 'get', path: '/api/registry', tag: 'meta', summary: 'The remotes the shell loads', success: { status: 200, description: 'The registry', json: registrySchema } },
];
