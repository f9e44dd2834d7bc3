import { useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { CharacterCount } from './CharacterCount';
import { describedByIds, Field, type FieldTextProps } from './Field';
import { useFieldIds } from './useFieldIds';

export interface TextFieldProps extends FieldTextProps, Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** Type of the single-line input: text, email, tel, date, number, search, password… */
  type?: string;
  /** With maxLength: shows a "used/max" counter under the field. */
  showCount?: boolean;
}

/** A labelled single-line input with optional hint, error and character counter. */
export function TextField({ label, hint, error, required, showCount, id, className, type = 'text', onChange, ...inputProps }: TextFieldProps) {
  const ids = useFieldIds(id);
  const length = useLength(inputProps.value, inputProps.defaultValue);
  const max = inputProps.maxLength;

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
      <input
        {...inputProps}
        id={ids.controlId}
        type={type}
        className="ama-field__control"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(ids, Boolean(hint), Boolean(error), inputProps['aria-describedby'])}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          length.track(event.target.value);
          onChange?.(event);
        }}
      />
    </Field>
  );
}

/** The current text length, from the controlled value when there is one, else from typing. */
export function useLength(value: unknown, defaultValue: unknown) {
  const [typedLength, setTypedLength] = useState(String(defaultValue ?? '').length);
  return {
    value: value !== undefined ? String(value).length : typedLength,
    track: (text: string) => setTypedLength(text.length),
  };
}
