/** The part of platform's form controller (useFormController) a field's change goes through. */
interface FieldsForm<Values> {
  change: (update: (current: Values) => Values, touched: readonly string[]) => void;
}

/**
 * Sets some of a form's fields: their messages go (they no longer describe what is shown). `touched`
 * names the fields by their path when a value is nested ('texts.de.title').
 */
export function setFields<Values>(form: FieldsForm<Values>, update: Partial<Values>, touched: readonly string[] = Object.keys(update)) {
  form.change((current) => ({ ...current, ...update }), touched);
}
