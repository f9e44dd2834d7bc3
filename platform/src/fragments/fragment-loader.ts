/** Resolves '<remote>/<exposed module>' to the module, or null when that remote is down. */
export type FragmentLoader = (id: string) => Promise<unknown>;

let loader: FragmentLoader | undefined;

/**
 * The shell owns Module Federation's runtime and its plugins (retry, fallback); it hands the platform
 * this loader at start, so a remote can show another remote's fragment without importing its source
 * or the federation runtime. Without a shell (a remote alone on its dev server, a unit test without a
 * loader) every fragment is unavailable and its host shows its own fallback.
 */
export function provideFragmentLoader(next: FragmentLoader | undefined): void {
  loader = next;
}

/** The module, or null when it cannot be had: no loader, the remote down, or the load failed. */
export async function loadFragmentModule(id: string): Promise<unknown> {
  if (!loader) return null;
  try {
    const module = await loader(id);
    // A fragment made with createFragment brings its texts in the page's language: the host shows it
    // once they are there, so it never shows message keys.
    const prepare = (module as { default?: { prepare?: unknown } } | null)?.default?.prepare;
    if (typeof prepare === 'function') await (prepare as () => Promise<void>)();
    return module ?? null;
  } catch (error) {
    console.warn(`[platform] ${id} is unavailable`, error);
    return null;
  }
}
