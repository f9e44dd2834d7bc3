/**
 * The problems a form shows, from a `fields` map (its schema's or the server's): only the form's own
 * fields (all paths when `fields` is not given), the first problem per field, and a code the form has
 * no message for as 'invalid'.
 */
export function knownProblems(found: Record<string, string>, known: { fields?: readonly string[]; problems: readonly string[] }): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [path, code] of Object.entries(found)) {
    if (known.fields && !known.fields.includes(path)) continue;
    problems[path] ??= known.problems.includes(code) ? code : 'invalid';
  }
  return problems;
}
