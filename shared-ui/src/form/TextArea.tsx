import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldTextProps } from './Field';
import { useTextControl } from './useTextControl';

export interface TextAreaProps extends FieldTextProps, Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  /** With maxLength: shows a "used/max" counter under the field. */
  showCount?: boolean;
}

/** A labelled multi-line input (e.g. the gift message) with optional hint, error and counter. */
export function TextArea({ label, hint, error, required, showCount, id, className, onChange, rows = 4, ...textareaProps }: TextAreaProps) {
  const { fieldProps, controlProps } = useTextControl<HTMLTextAreaElement>({
    label,
    hint,
    error,
    required,
    showCount,
    id,
    className,
    onChange,
    ...textareaProps,
  });
  return (
    <Field {...fieldProps}>
      <textarea {...textareaProps} {...controlProps} rows={rows} className="ama-field__control ama-field__control--multiline" />
    </Field>
  );
}
