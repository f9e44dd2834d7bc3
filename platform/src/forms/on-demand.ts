/**
 * A module the page loads only when a shopper is about to need it. A form's check (the contract's zod
 * schema, libphonenumber's metadata: ~60 KB compressed) is not needed to draw or hydrate the form, only
 * to judge it: loading it when the shopper first focuses the form keeps it off every page's first load
 * (docs/performance.md), and by the time they press submit it is there.
 */
export interface OnDemand<T> {
  /** Starts loading (once); resolves with the module's value. A failed load is tried again next time. */
  load(): Promise<T>;
  /** The value once loaded, for code that must answer synchronously (e.g. during a render). */
  current(): T | undefined;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          // A chunk that could not be fetched (offline for a moment) is asked for again on the next try.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => value,
  };
}
