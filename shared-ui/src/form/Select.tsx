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
  /**
   * First, empty choice (e.g. "Choose a country"); cannot be re-selected once a value is chosen. A
   * `required` select without one is marked `aria-required` rather than `required` (always has a value).
   */
  placeholder?: string;
}

/** A labelled native select: the platform's own picker is the most usable one on phones. */
export function Select({ label, hint, error, required, options, placeholder, id, className, ...selectProps }: SelectProps) {
  const ids = useFieldIds(id);
  const withPlaceholder = placeholder !== undefined && selectProps.value === undefined && selectProps.defaultValue === undefined ? { defaultValue: '' } : {};
  // HTML allows the native `required` only on a select whose first option is an empty choice (the
  // placeholder). Without one a value is always chosen: the field is still announced as required.
  const canBeEmpty = placeholder !== undefined || options[0]?.value === '';
  const requiredProps = required ? (canBeEmpty ? { required: true } : { 'aria-required': true }) : {};

  return (
    <Field label={label} hint={hint} error={error} required={required} {...ids} className={className}>
      <span className="ama-field__select">
        <select
          {...withPlaceholder}
          {...selectProps}
          id={ids.controlId}
          className="ama-field__control"
          {...requiredProps}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds(ids, Boolean(hint), Boolean(error), selectProps['aria-describedby'])}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            // A label may come from the runtime's Intl data (a country's name), which the server's Node and the
            // shopper's browser do not always word alike: the server's words stay, rather than failing hydration.
            <option key={option.value} value={option.value} disabled={option.disabled} suppressHydrationWarning>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className="ama-field__select-icon" size={16} aria-hidden="true" />
      </span>
    </Field>
  );
}
