import type { Express } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppDatabase } from '../db';
import type { Logger } from '../logger';
import type { Endpoint } from '../openapi/endpoint';
import type { PageStatusResolvers } from '../web/page-status';

/*
 * What a module of the BFF hands the composition root (docs/architecture.md, "The BFF's modules"): its
 * name, its endpoints for the OpenAPI document, and how it sets itself up in an app. The root lists the
 * modules in mount order (shop-modules.ts) and mounts them with set-up.ts; a module never imports
 * another's definition, nor the root.
 */

/**
 * What every module is handed: the app's database, configuration and logger. A module's definition
 * names the rest it reads from the app's deps (AppDeps in app.ts: the payment service, its clock and
 * budgets for tests, …) and the part of the configuration it reads; the root checks that the app's fit.
 */
export interface ModuleDeps<Config = unknown> {
  readonly db: AppDatabase;
  readonly config: Config;
  readonly logger: Logger;
}

/** Answers a request before Express's own handling; true when it answered. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * A module's part of one app. `Needs` are the ports it reads: answers other modules give it by name
 * (the orders' `hasEarlierOrder` for the cart's first-purchase codes), so it never imports them. `Provides`
 * are the ports it answers for others. Each port is provided by one module.
 */
export interface ModuleParts<Needs, Provides> {
  /**
   * Ports made of the deps alone, before anything is mounted: any module may read them, before or after
   * this one in the list. No route and no rate limiter here (limiters are numbered in the order they
   * are made, which names their shared counters: they are made while mounting).
   */
  readonly provides?: Partial<Provides>;
  /** Answers a request before Express (the catalogue's repeated listings). */
  readonly fastPath?: FastPath;
  /** Routes served before the web front door's pages: the health checks, files outside /api/. */
  readonly mountBeforeWeb?: (app: Express) => void;
  /** The statuses of the pages the module's data decides, by route pattern (docs/seo.md#statuses). */
  readonly pageStatus?: PageStatusResolvers;
  /**
   * Its routes, after the web front door, in list order (rate limiters first, as each router mounts
   * them). Returns the ports made while mounting (a rate limit shared with a module mounted later).
   */
  readonly mount?: (app: Express, ports: Needs) => Partial<Provides> | void;
}

/**
 * A module of the shop, exported by its index.ts. `Deps` is what it reads of the app's deps, `Needs` and
 * `Provides` its ports (ModuleParts).
 */
export interface ShopModule<Deps extends ModuleDeps = ModuleDeps, Needs extends object = object, Provides extends object = object> {
  /** For messages: the module's folder. */
  readonly name: string;
  /** Its endpoints for the OpenAPI document (<module>/openapi.ts), given the app's configuration. */
  readonly endpoints?: (config: Deps['config']) => Endpoint[];
  /** Its part of one app, made when the app is built; nothing is mounted here. */
  readonly setUp: (deps: Deps) => ModuleParts<Needs, Provides>;
}

/** One union member's provided ports. */
type ProvidedBy<Module> = Module extends ShopModule<never, never, infer Provides> ? Provides : never;
type Intersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (value: infer Both) => void ? Both : never;

/** Every port a list of modules provides, by name: what the composition root checks each module's needs against. */
export type PortsOf<Modules extends readonly ShopModule<never, never, object>[]> = Intersection<ProvidedBy<Modules[number]>>;
