import type { ChangeEvent } from 'react';
import { setFields } from './set-fields';
import { useFieldError, type FieldLimits } from './use-field-error';

/** The part of platform's form controller (useFormController) its fields read and change. */
interface FieldsForm<Values> {
  values: Values;
  problems: Record<string, string>;
  change: (update: (current: Values) => Values, touched: readonly string[]) => void;
}

/** The names of a form's fields that hold text (a select's value is text too). */
type TextFieldName<Values> = { [Name in keyof Values]: Values[Name] extends string ? Name : never }[keyof Values] & string;

/**
 * A field of the form, bound in one: its name, what it holds, its change (which takes its message away)
 * and its message in the page's language, to spread on a TextField, TextArea or Select.
 */
export function useTextFields<Values>(form: FieldsForm<Values>, limits: FieldLimits = {}, ownMessages?: string) {
  const errorOf = useFieldError(form.problems, limits, ownMessages);
  return <Name extends TextFieldName<Values>>(name: Name) => ({
    name,
    value: form.values[name] as string,
    // A select offers only its field's values: what it gives is one of them.
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setFields(form, { [name]: event.target.value } as Partial<Values>),
    error: errorOf(name),
  });
}
