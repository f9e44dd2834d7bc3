/** Joins the truthy class names; lets components add conditional modifiers without string juggling. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
