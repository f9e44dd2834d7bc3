import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '../Button/Button';
import type { ButtonSize, ButtonTheme } from '../Button/button-options';
import './IconButton.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** Accessible name; required because the button shows no text. */
  label: string;
  /** The icon, as a prop or as the child: `<IconButton label="Search"><icons.Search /></IconButton>`. */
  icon?: ReactNode;
  children?: ReactNode;
  size?: ButtonSize;
  theme?: ButtonTheme;
  loading?: boolean;
}

/** A square icon-only button (close, wishlist heart, search). Its name comes from `label`. */
export function IconButton({ label, icon, children, size = 'm', theme = 'text', className, ...rest }: IconButtonProps) {
  return <Button {...rest} size={size} theme={theme} icon={icon ?? children} aria-label={label} className={className ? `ama-icon-button ${className}` : 'ama-icon-button'} />;
}
