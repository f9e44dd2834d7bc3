import type { ReactNode } from 'react';
import { classNames } from '../lib/classNames';
import './form.css';

export interface FieldTextProps {
  /** Visible label, already translated. */
  label: ReactNode;
  /** Help shown under the control and read as its description. */
  hint?: ReactNode;
  /** Validation message; marks the control invalid and is read as its description. */
  error?: ReactNode;
  /** Marks the field mandatory: an asterisk beside the label and the native `required`. */
  required?: boolean;
}

interface FieldProps extends FieldTextProps {
  controlId: string;
  /** The label's id, for a part of the control that is named by it too (a combobox's list). */
  labelId?: string;
  hintId: string;
  errorId: string;
  /** Shown at the end of the hint row (e.g. a character counter). */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** The frame every text-like control shares: label (with asterisk), control, hint, error. */
export function Field({ label, hint, error, required, controlId, labelId, hintId, errorId, aside, children, className }: FieldProps) {
  return (
    <div className={classNames('ama-field', error ? 'ama-field--invalid' : undefined, className)}>
      <label id={labelId} className="ama-field__label" htmlFor={controlId}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {(hint || aside) && (
        <div className="ama-field__hint-row">
          {hint ? (
            <p id={hintId} className="ama-field__hint">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {aside}
        </div>
      )}
      {error && (
        <p id={errorId} className="ama-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A choice control's hint and error under it, with the ids its control's aria-describedby names. */
export function FieldMessages({ hint, error, hintId, errorId }: { hint?: ReactNode; error?: ReactNode; hintId: string; errorId: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="ama-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ama-field__error">
          {error}
        </p>
      )}
    </>
  );
}

/** The asterisk of a mandatory field. Hidden from screen readers: the control's `required` says it. */
export function RequiredMark() {
  return (
    <span className="ama-field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}

/** The ids of the texts that describe a control, in reading order (error first: it matters most). */
export function describedByIds(ids: { hintId: string; errorId: string }, hasHint: boolean, hasError: boolean, extra?: string) {
  return [hasError && ids.errorId, hasHint && ids.hintId, extra].filter(Boolean).join(' ') || undefined;
}
