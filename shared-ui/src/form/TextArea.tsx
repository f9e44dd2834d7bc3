import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { CharacterCount } from './CharacterCount';
import { describedByIds, Field, type FieldTextProps } from './Field';
import { useLength } from './TextField';
import { useFieldIds } from './useFieldIds';

export interface TextAreaProps extends FieldTextProps, Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  /** With maxLength: shows a "used/max" counter under the field. */
  showCount?: boolean;
}

/** A labelled multi-line input (e.g. the gift message) with optional hint, error and counter. */
export function TextArea({ label, hint, error, required, showCount, id, className, onChange, rows = 4, ...textareaProps }: TextAreaProps) {
  const ids = useFieldIds(id);
  const length = useLength(textareaProps.value, textareaProps.defaultValue);
  const max = textareaProps.maxLength;

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      {...ids}
      className={className}
      aside={showCount && max !== undefined ? <CharacterCount length={length.value} max={max} /> : undefined}
    >
      <textarea
        {...textareaProps}
        id={ids.controlId}
        rows={rows}
        className="ama-field__control ama-field__control--multiline"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(ids, Boolean(hint), Boolean(error), textareaProps['aria-describedby'])}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          length.track(event.target.value);
          onChange?.(event);
        }}
      />
    </Field>
  );
}
