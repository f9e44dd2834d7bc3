import type { Express } from 'express';

export interface AppRoute {
  method: string;
  /** Express-style, e.g. '/api/products/:sku'. */
  path: string;
}

/** The parts of Express 5's router (the `router` package) that tell which routes exist. */
interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  /** The path a router was mounted at: a string for ours; `slash` when it is '/'. */
  rawPath?: unknown;
  slash?: boolean;
}

function walk(stack: readonly Layer[], prefix: string, found: AppRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        if (typeof path !== 'string') throw new Error(`A route path that is not a string cannot be documented: ${String(path)}`);
        for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') found.push({ method, path: `${prefix}${path}` });
      }
    } else if (layer.handle?.stack) {
      // A mounted router: '/api' (app.use('/api', router)) or '/' (router.use(otherRouter)).
      const mount = layer.slash || layer.rawPath === '/' ? '' : layer.rawPath;
      if (typeof mount !== 'string') throw new Error(`A router mounted at a non-string path cannot be documented: ${String(mount)}`);
      walk(layer.handle.stack, `${prefix}${mount}`, found);
    }
  }
}

/** Paths a client of the API calls: /api/*, the health checks and the metrics (the web router's pages are not API). */
export const isApiRoute = ({ path }: AppRoute) => ['/healthz', '/readyz', '/metrics'].includes(path) || path.startsWith('/api/');

/** Every route the app really has, found by walking its router stack (mounted routers included). */
export function listAppRoutes(app: Express): AppRoute[] {
  const found: AppRoute[] = [];
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', found);
  return found;
}

/** 'get /api/products/:sku', for messages and set comparisons. */
export const routeKey = ({ method, path }: AppRoute) => `${method.toLowerCase()} ${path}`;
