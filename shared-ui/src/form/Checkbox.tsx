import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../lib/classNames';
import { describedByIds, RequiredMark, type FieldTextProps, FieldMessages } from './Field';
import { useFieldIds } from './useFieldIds';
import './form.css';

export interface CheckboxProps extends FieldTextProps, Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {}

/**
 * A labelled checkbox (privacy acceptance, gift wrapping, event conditions). The label may hold a
 * link (e.g. to the privacy policy); clicking the link follows it rather than ticking the box.
 */
export function Checkbox({ label, hint, error, required, id, className, ...inputProps }: CheckboxProps) {
  const ids = useFieldIds(id);

  return (
    <div className={classNames('ama-checkbox', error ? 'ama-field--invalid' : undefined, className)}>
      <span className="ama-checkbox__row">
        <input
          {...inputProps}
          id={ids.controlId}
          type="checkbox"
          className="ama-checkbox__box"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds(ids, Boolean(hint), Boolean(error), inputProps['aria-describedby'])}
        />
        <label className="ama-checkbox__label" htmlFor={ids.controlId}>
          {label}
          {required && <RequiredMark />}
        </label>
      </span>
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}
