// Module Federation runtime plugin of every server build (rspack.base.js adds it by path). It loads a
// remote's server entry and chunks in Node with what the stock Node loader lacks: a deadline on every
// fetch, an HTTP error that is an error (not a 404 page run as code), and file: URLs for remotes the
// BFF has on disk. Runs only in Node, never in a browser bundle.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Deadline of one server entry or chunk request. */
const FETCH_TIMEOUT_MS = 3_000;

async function fetchChecked(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

async function entrySource(entry: string): Promise<string> {
  if (entry.startsWith('file:')) return readFile(new URL(entry), 'utf8');
  return (await fetchChecked(entry)).text();
}

/** Runs a CommonJS container the way Node would, with its own folder as __dirname (its chunks are there). */
function evaluateContainer(entry: string, code: string): Record<string, unknown> {
  const url = new URL(entry);
  const filename = entry.startsWith('file:') ? url.pathname : entry;
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, {
    filename,
    // Lets the container's own dynamic import() work inside vm code.
    importModuleDynamically: vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  } as vm.RunningScriptOptions) as (...args: unknown[]) => void;
  const dirname = url.pathname.replace(/\/[^/]*$/, '');
  wrapper(module.exports, createRequire(entry.startsWith('file:') ? url.pathname : __filename), module, filename, dirname);
  return module.exports;
}

const isLoadable = (entry: string) => /^(https?|file):/.test(entry);

export default function nodeLoaderPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ama-node-loader',
    async loadEntry({ remoteInfo }) {
      const { entry, entryGlobalName, type } = remoteInfo;
      if (!isLoadable(entry) || type === 'esm' || type === 'module') return undefined;
      const container = evaluateContainer(entry, await entrySource(entry));
      if (typeof container.init !== 'function') throw new Error(`${entry} is not a federation container`);
      // The runtime looks the container up under this name; it is unique per entry URL (see remote-loader).
      (globalThis as Record<string, unknown>)[entryGlobalName] = container;
      return container as never;
    },
    fetch(url, init) {
      return url.startsWith('file:') ? undefined : fetchChecked(url, init);
    },
  };
}
