import type { KyselyPlugin } from 'kysely';

/**
 * Holds the result of the first query reading `table` until released: the query ran (its snapshot is
 * taken), and the code that issued it resumes only later, after whatever the test does meanwhile.
 */
export function holdFirstRead(table: string) {
  let release!: () => void;
  let reach!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const reads = new Set<unknown>();
  let held = false;
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      if (node.kind === 'SelectQueryNode' && JSON.stringify(node).includes(`"${table}"`)) reads.add(queryId);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      if (held || !reads.has(queryId)) return result;
      held = true;
      reach();
      await released;
      return result;
    },
  };
  return { plugin, reached, release };
}
