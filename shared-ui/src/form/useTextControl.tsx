import { useState, type ChangeEvent, type ChangeEventHandler } from 'react';
import { CharacterCount } from './CharacterCount';
import { describedByIds, type FieldTextProps } from './Field';
import { useFieldIds } from './useFieldIds';

interface TextControlOptions<E extends HTMLInputElement | HTMLTextAreaElement> extends FieldTextProps {
  id?: string;
  className?: string;
  showCount?: boolean;
  value?: unknown;
  defaultValue?: unknown;
  maxLength?: number;
  'aria-describedby'?: string;
  onChange?: ChangeEventHandler<E>;
}

/** The current text length, from the controlled value when there is one, else from typing. */
export function useLength(value: unknown, defaultValue: unknown) {
  const [typedLength, setTypedLength] = useState(String(defaultValue ?? '').length);
  return {
    value: value !== undefined ? String(value).length : typedLength,
    track: (text: string) => setTypedLength(text.length),
  };
}

/**
 * What TextField and TextArea share: the Field's props (label, hint, error, counter) and the control's
 * accessibility wiring (id, required, aria-invalid, aria-describedby, counting onChange).
 */
export function useTextControl<E extends HTMLInputElement | HTMLTextAreaElement>(options: TextControlOptions<E>) {
  const { label, hint, error, required, showCount, id, className, maxLength, onChange } = options;
  const ids = useFieldIds(id);
  const length = useLength(options.value, options.defaultValue);
  return {
    fieldProps: {
      label,
      hint,
      error,
      required,
      ...ids,
      className,
      aside: showCount && maxLength !== undefined ? <CharacterCount length={length.value} max={maxLength} /> : undefined,
    },
    controlProps: {
      id: ids.controlId,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedByIds(ids, Boolean(hint), Boolean(error), options['aria-describedby']),
      onChange: (event: ChangeEvent<E>) => {
        length.track(event.target.value);
        onChange?.(event);
      },
    },
  };
}
