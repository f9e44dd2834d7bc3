import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { buttonClassName, type ButtonLookOptions } from './button-options';
import './Button.css';

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'className'>, ButtonLookOptions {
  /** Shows a spinner and ignores clicks while an action runs; the button keeps focus and its name. */
  loading?: boolean;
  /** Icon before the label (decorative). */
  icon?: ReactNode;
  /**
   * Translated text announced to screen readers while loading ("Saving…"). aria-busy alone is not read
   * out on a button by common screen readers; this goes to a polite live region next to it.
   */
  loadingLabel?: string;
}

/**
 * A button with three states: active, disabled, loading. Only an active button reacts to clicks.
 * A loading button stays focusable (focus is not lost mid-action) but is aria-disabled and busy.
 */
export function Button({ size, theme, fullWidth, className, loading = false, disabled = false, icon, loadingLabel, type = 'button', onClick, children, ...rest }: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // preventDefault also stops a type="submit" button from submitting its form a second time.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <>
      <button
        {...rest}
        type={type}
        className={buttonClassName({ size, theme, fullWidth, className })}
        disabled={disabled}
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
        data-loading={loading || undefined}
        onClick={handleClick}
      >
        {loading ? <Spinner /> : icon}
        {children}
      </button>
      {loadingLabel !== undefined && <VisuallyHidden role="status">{loading ? loadingLabel : ''}</VisuallyHidden>}
    </>
  );
}
