import type { ComponentPropsWithRef } from 'react';
import { ChevronDown } from 'lucide-react';
import { describedByIds, Field, type FieldTextProps } from './Field';
import { useFieldIds } from './useFieldIds';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldTextProps, Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> {
  options: readonly SelectOption[];
  /** First, empty choice (e.g. "Choose a country"); cannot be re-selected once a value is chosen. */
  placeholder?: string;
}

/** A labelled native select: the platform's own picker is the most usable one on phones. */
export function Select({ label, hint, error, required, options, placeholder, id, className, ...selectProps }: SelectProps) {
  const ids = useFieldIds(id);
  const withPlaceholder =
    placeholder !== undefined && selectProps.value === undefined && selectProps.defaultValue === undefined
      ? { defaultValue: '' }
      : {};

  return (
    <Field label={label} hint={hint} error={error} required={required} {...ids} className={className}>
      <span className="ama-field__select">
        <select
          {...withPlaceholder}
          {...selectProps}
          id={ids.controlId}
          className="ama-field__control"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds(ids, Boolean(hint), Boolean(error), selectProps['aria-describedby'])}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className="ama-field__select-icon" size={16} aria-hidden="true" />
      </span>
    </Field>
  );
}
