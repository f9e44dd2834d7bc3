import fc from 'fast-check';

/** The fuzzers' building blocks (security/fuzz-endpoints.test.ts, rum/rum-fuzz.test.ts): valid bodies, spoiled. */
export type Json = unknown;

/** Characters a text field must survive: NUL, bell, line breaks, escape, delete, the line separator, a lone surrogate. */
export const CONTROLS = ['\u0000', '\u0007', '\n', '\r', '\u001b', '\u007f', '\u2028', '\ud800'];

/** Every path to a value inside a JSON value, the root excluded: [['a'], ['a', 0], …]. */
export function leafPaths(value: Json, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (value === null || typeof value !== 'object') return [];
  const entries: Array<[string | number, Json]> = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...leafPaths(child, [...prefix, key])]);
}

/** A deep copy of `base` with the value at `path` replaced (undefined = removed). */
export function withValueAt(base: Json, path: Array<string | number>, next: Json | undefined): Json {
  const copy = structuredClone(base) as Record<string | number, Json>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (next === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    parent[last] = next;
  }
  return copy;
}

/** Any JSON value, the edge values of each type, binary text, text with a control character, huge text; plus `extra`. */
export const oddValues = (extra: Json[] = []): fc.Arbitrary<Json> =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom<Json>(null, true, 0, -1, 1e308, -0, 2 ** 53 + 1, '', ' ', '0', 'null', '__proto__', [], {}, { constructor: { prototype: 1 } }, ...extra),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...CONTROLS)).map(([text, control]) => `${text}${control}${text}`),
    fc.integer({ min: 1, max: 5 }).map((times) => 'x'.repeat(times * 4_000)),
  );
