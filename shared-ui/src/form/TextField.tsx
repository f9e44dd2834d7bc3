import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldTextProps } from './Field';
import { useTextControl } from './useTextControl';

export interface TextFieldProps extends FieldTextProps, Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** Type of the single-line input: text, email, tel, date, number, search, password… */
  type?: string;
  /** With maxLength: shows a "used/max" counter under the field. */
  showCount?: boolean;
}

/** A labelled single-line input with optional hint, error and character counter. */
export function TextField({ label, hint, error, required, showCount, id, className, type = 'text', onChange, ...inputProps }: TextFieldProps) {
  const { fieldProps, controlProps } = useTextControl<HTMLInputElement>({
    label,
    hint,
    error,
    required,
    showCount,
    id,
    className,
    onChange,
    ...inputProps,
  });
  return (
    <Field {...fieldProps}>
      <input {...inputProps} {...controlProps} type={type} className="ama-field__control" />
    </Field>
  );
}
