/**
 * Moves the focus to the first field with a problem, in the form's reading order, once React has drawn
 * the messages (and any field the problem made appear). Keyboard and screen-reader users land on what
 * to fix. A field is found by its `name` (a radio group's checked radio first) or its `data-field`.
 */
export function focusFirstProblem(form: HTMLFormElement | null, order: readonly string[], problems: Record<string, string>): void {
  const first = order.find((path) => problems[path]) ?? Object.keys(problems)[0];
  if (!form || !first) return;
  requestAnimationFrame(() => {
    const name = first.replace(/"/g, '\\"');
    const target =
      form.querySelector<HTMLElement>(`[name="${name}"]:checked`) ??
      form.querySelector<HTMLElement>(`[name="${name}"]`) ??
      form.querySelector<HTMLElement>(`[data-field="${name}"]`);
    target?.focus();
  });
}
