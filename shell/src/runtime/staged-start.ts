/*
 * Run by the shell's entry before the async boundary: it imports nothing shared statically, only
 * through import(), which lets Module Federation negotiate each shared module first.
 */

/** The next task, not a microtask: the browser may paint and answer a tap before the next step. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The shell's startup in steps, each evaluated in a task of its own (docs/adr-009-islands.md): React's
 * DOM renderer (the largest library), then platform with the store, i18n and the router it carries,
 * then the design system, then the shell's bootstrap. Evaluated at once they were one task of ~75 ms on
 * this machine, which a phone four times slower turns into a long wait for the shopper's first tap.
 * The scripts themselves download together (the server preloads them on a page with islands); only
 * their evaluation is spread.
 */
export async function startInSteps(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await nextTask();
    await step();
  }
}
