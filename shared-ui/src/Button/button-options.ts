// Sizes and themes of the design system. Exported so apps can type their own props against them.

export const BUTTON_SIZES = ['xs', 's', 'm', 'l', 'xl'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export const BUTTON_THEMES = [
  'white',
  'dark',
  // Segments of a joined button group (e.g. a size or colour picker): only the outer ends are rounded.
  'white-left',
  'white-mid',
  'white-right',
  'text',
  'indigo',
  'indigo-light',
  'indigo-dark',
  'red',
  'yellow',
  'green',
  'emerald',
  'teal',
  'blue',
  'light-blue',
  'cyan',
  'purple',
  'pink',
] as const;
export type ButtonTheme = (typeof BUTTON_THEMES)[number];

export interface ButtonLookOptions {
  size?: ButtonSize;
  theme?: ButtonTheme;
  fullWidth?: boolean;
  className?: string;
}

/**
 * The class list of a button look. Exported so a router link (which shared-ui cannot render
 * itself: it imports no router) can look exactly like a Button.
 */
export function buttonClassName({ size = 'm', theme = 'dark', fullWidth = false, className }: ButtonLookOptions = {}): string {
  return ['ama-button', `ama-button--${size}`, `ama-button--${theme}`, fullWidth && 'ama-button--full', className].filter(Boolean).join(' ');
}
