import { useId, type ChangeEvent, type ReactNode } from 'react';
import { classNames } from '../lib/classNames';
import { describedByIds, RequiredMark, type FieldTextProps, FieldMessages } from './Field';
import './form.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends FieldTextProps {
  /** Form field name shared by the radios. */
  name: string;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Lay the options out in a row (e.g. yes / no) instead of a column. */
  inline?: boolean;
  className?: string;
}

/** A fieldset of radios with a legend (e.g. event presence yes/no, appointment type). */
export function RadioGroup({ label, hint, error, required, name, options, value, defaultValue, onChange, inline, className }: RadioGroupProps) {
  const baseId = useId();
  const ids = { hintId: `${baseId}-hint`, errorId: `${baseId}-error` };
  const legendId = `${baseId}-legend`;

  return (
    // role="radiogroup" (allowed on fieldset) is what lets aria-invalid and aria-required be valid here.
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required={required || undefined}
      className={classNames('ama-radio-group', inline && 'ama-radio-group--inline', error ? 'ama-field--invalid' : undefined, className)}
      aria-describedby={describedByIds(ids, Boolean(hint), Boolean(error))}
      aria-invalid={error ? true : undefined}
    >
      <legend id={legendId} className="ama-field__label">
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className="ama-radio-group__options">
        {options.map((option) => {
          const optionId = `${baseId}-${option.value}`;
          return (
            <span key={option.value} className="ama-radio-group__option">
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                disabled={option.disabled}
                required={required}
                {...(value !== undefined ? { checked: value === option.value } : { defaultChecked: defaultValue === option.value })}
                onChange={(event) => onChange?.(option.value, event)}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </span>
          );
        })}
      </div>
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </fieldset>
  );
}
