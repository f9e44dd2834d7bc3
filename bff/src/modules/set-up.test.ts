import express from 'express';
import request from 'supertest';
import type { AppDatabase } from '../db';
import { createLogger } from '../logger';
import { moduleEndpoints, setUpModules } from './set-up';
import type { ModuleDeps, ShopModule } from './shop-module';

const deps: ModuleDeps<{ greeting: string }> = {
  db: {} as AppDatabase,
  config: { greeting: 'hello' },
  logger: createLogger({ logLevel: 'silent' }),
};

type Deps = typeof deps;
type Ports = { greet: () => string; budget: string };

/** A module answering GET /api/<name> with what `answer` says. */
const answering = (name: string, parts: Partial<ReturnType<ShopModule<Deps, Ports, Ports>['setUp']>>, answer: (ports: Ports) => string = () => name) =>
  ({
    name,
    setUp: () => ({
      ...parts,
      mount(app, ports) {
        const given = parts.mount?.(app, ports);
        app.get(`/api/${name}`, (_req, res) => void res.send(answer(ports)));
        return given;
      },
    }),
  }) satisfies ShopModule<Deps, Ports, Ports>;

const appOf = (modules: readonly ShopModule<Deps, Ports, Ports>[]) => {
  const app = express();
  const set = setUpModules<Deps, Ports>(modules, deps);
  set.mountBeforeWeb(app);
  set.mount(app);
  return { app, set };
};

describe('setting up the modules of an app', () => {
  it('hands a module the ports another provides, before or after it in the list', async () => {
    const reader = answering('reader', {}, (ports) => ports.greet());
    const greeter = answering('greeter', { provides: { greet: () => deps.config.greeting } });
    const { app } = appOf([reader, greeter]);
    expect((await request(app).get('/api/reader')).text).toBe('hello');
  });

  it('hands a port made while mounting to the modules mounted after its own only', async () => {
    const maker = answering('maker', { mount: () => ({ budget: 'shared' }) });
    const later = answering('later', {}, (ports) => ports.budget);
    const { app } = appOf([maker, later]);
    expect((await request(app).get('/api/later')).text).toBe('shared');

    const early = answering('early', { mount: (_app, ports) => void ports.budget });
    expect(() => appOf([early, maker])).toThrow('early reads the port budget, which no module provides, or only one mounted after early');
  });

  it('refuses a port provided twice, naming both modules', () => {
    const one = answering('one', { provides: { greet: () => 'one' } });
    const two = answering('two', { provides: { greet: () => 'two' } });
    expect(() => appOf([one, two])).toThrow('The port greet is provided by one and by two');
  });

  it('mounts each stage in list order', async () => {
    const order: string[] = [];
    const module = (name: string): ShopModule<Deps, Ports, Ports> => ({
      name,
      setUp: () => {
        order.push(`set up ${name}`);
        return { mountBeforeWeb: () => void order.push(`before web ${name}`), mount: () => void order.push(`mount ${name}`) };
      },
    });
    appOf([module('a'), module('b')]);
    expect(order).toEqual(['set up a', 'set up b', 'before web a', 'before web b', 'mount a', 'mount b']);
  });

  it('gathers the page statuses, one module per route pattern', () => {
    const resolve = async () => 200;
    const events = answering('events', { pageStatus: { '/events/:key': resolve } });
    const club = answering('club', { pageStatus: { '/club/elite-:token': resolve } });
    expect(Object.keys(appOf([events, club]).set.pageStatus)).toEqual(['/events/:key', '/club/elite-:token']);
    const again = answering('again', { pageStatus: { '/events/:key': resolve } });
    expect(() => appOf([events, again])).toThrow('The status of /events/:key pages is decided by events and by again');
  });

  it('asks the fast paths in list order until one answers', () => {
    const asked: string[] = [];
    const fast = (name: string, answers: boolean) => answering(name, { fastPath: () => (asked.push(name), answers) });
    const { set } = appOf([fast('first', false), fast('second', true), fast('third', true)]);
    expect(set.fastPath({} as never, {} as never)).toBe(true);
    expect(asked).toEqual(['first', 'second']);
    expect(appOf([]).set.fastPath({} as never, {} as never)).toBe(false);
  });

  it('lists the modules’ endpoints in list order, given the configuration', () => {
    const endpoint = (path: string) => ({ method: 'get' as const, path, tag: 't', summary: path, success: { status: 204 as const, description: 'none', empty: true as const } });
    const modules = [{ endpoints: (config: { on: boolean }) => (config.on ? [endpoint('/a')] : []) }, {}, { endpoints: () => [endpoint('/b')] }];
    expect(moduleEndpoints(modules, { on: true }).map(({ path }) => path)).toEqual(['/a', '/b']);
    expect(moduleEndpoints(modules, { on: false }).map(({ path }) => path)).toEqual(['/b']);
  });
});
