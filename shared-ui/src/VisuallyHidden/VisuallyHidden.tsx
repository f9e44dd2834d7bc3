import type { ComponentPropsWithoutRef } from 'react';
import './VisuallyHidden.css';

/** Text for screen readers only (e.g. the name of an icon-only control's state). */
export function VisuallyHidden({ className, ...rest }: ComponentPropsWithoutRef<'span'>) {
  return <span className={className ? `ama-visually-hidden ${className}` : 'ama-visually-hidden'} {...rest} />;
}
