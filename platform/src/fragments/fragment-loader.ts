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
    return (await loader(id)) ?? null;
  } catch (error) {
    console.warn(`[platform] ${id} is unavailable`, error);
    return null;
  }
}
