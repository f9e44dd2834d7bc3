/*
 * State kept by the page's first script and read by the shell's code once it runs. The two are separate
 * builds (docs/adr-012-load-on-need.md: the first script carries no Module Federation runtime), so each
 * has its own copy of a module like header-counts.ts: a module-level variable would be two variables.
 * Kept on one object of the page instead, each module's under its own name.
 */

/** The page's one object; its name says whose it is. */
const PAGE_STATE_KEY = '__amaPageState';

type Holder = { [PAGE_STATE_KEY]?: Record<string, object> };

/** The state `name` keeps on this page: the first copy to ask makes it with `initial`, every copy reads the same. */
export function pageState<T extends object>(name: string, initial: () => T): T {
  const holder = globalThis as Holder;
  const states = (holder[PAGE_STATE_KEY] ??= {});
  return (states[name] ??= initial()) as T;
}

/** For tests: a new page, with nothing kept (what a page load gives). */
export function forgetPageState(): void {
  delete (globalThis as Holder)[PAGE_STATE_KEY];
}
