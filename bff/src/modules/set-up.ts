import type { Express } from 'express';
import type { Endpoint } from '../openapi/endpoint';
import type { PageStatusResolver, PageStatusResolvers } from '../web/page-status';
import type { FastPath, ModuleDeps, ModuleParts, ShopModule } from './shop-module';

/** The modules of one app, set up: what the composition root mounts, stage by stage, in list order. */
export interface ModulesOfApp {
  /** The modules' fast paths, asked in list order; false when none answered. */
  readonly fastPath: FastPath;
  /** Every module's page statuses, by route pattern. */
  readonly pageStatus: PageStatusResolvers;
  /** Mounts what the modules serve before the web front door. */
  mountBeforeWeb(app: Express): void;
  /** Mounts the modules' routes, handing each the ports it reads. */
  mount(app: Express): void;
}

/**
 * Sets up every module for one app, in list order, and gathers the ports they provide. `Ports` is every
 * port of the list (PortsOf): TypeScript checks here that each module reads only ports some module
 * provides, with the type it reads, and that the app's deps are what each module reads of them. At
 * run time a port provided twice, read before it is made, or a route pattern two modules decide fails
 * the app's construction, naming the modules.
 */
export function setUpModules<Deps extends ModuleDeps, Ports extends object>(modules: readonly ShopModule<Deps, Ports, Ports>[], deps: Deps): ModulesOfApp {
  const parts: [string, ModuleParts<Ports, Ports>][] = modules.map((module) => [module.name, module.setUp(deps)]);

  const ports: Record<string, unknown> = {};
  const providers = new Map<string, string>();
  const provide = (module: string, given: object | void) => {
    for (const [name, port] of Object.entries(given ?? {})) {
      const other = providers.get(name);
      if (other) throw new Error(`The port ${name} is provided by ${other} and by ${module}: one module provides each port`);
      providers.set(name, module);
      ports[name] = port;
    }
  };
  for (const [name, part] of parts) provide(name, part.provides);
  // The ports as one module reads them: a port not there yet is a mistake in the list, not an undefined.
  const portsFor = (module: string) =>
    new Proxy(ports, {
      get(target, name) {
        if (typeof name === 'string' && name !== 'then' && !(name in target))
          throw new Error(`${module} reads the port ${name}, which no module provides, or only one mounted after ${module}`);
        return Reflect.get(target, name);
      },
    }) as Ports;

  const pageStatus: Record<string, PageStatusResolver> = {};
  const decidedBy = new Map<string, string>();
  for (const [name, part] of parts) {
    for (const [pattern, resolver] of Object.entries(part.pageStatus ?? {})) {
      const other = decidedBy.get(pattern);
      if (other) throw new Error(`The status of ${pattern} pages is decided by ${other} and by ${name}: one module decides each pattern`);
      decidedBy.set(pattern, name);
      pageStatus[pattern] = resolver;
    }
  }

  const fastPaths = parts.flatMap(([, part]) => (part.fastPath ? [part.fastPath] : []));
  return {
    fastPath: (req, res) => fastPaths.some((answer) => answer(req, res)),
    pageStatus,
    mountBeforeWeb(app) {
      for (const [, part] of parts) part.mountBeforeWeb?.(app);
    },
    mount(app) {
      for (const [name, part] of parts) provide(name, part.mount?.(app, portsFor(name)));
    },
  };
}

/** The modules' endpoints for the OpenAPI document, in list order. */
export const moduleEndpoints = <Config>(modules: readonly { readonly endpoints?: (config: Config) => Endpoint[] }[], config: Config): Endpoint[] =>
  modules.flatMap((module) => module.endpoints?.(config) ?? []);
