// Design tokens for code that needs values in JS (e.g. a canvas or a media query in a hook).
// The same values are CSS custom properties in tokens.css; a test keeps the two in step.

export const colors = {
  ink: '#1c1b1a',
  inkSoft: '#5f5a54',
  paper: '#ffffff',
  sand: '#f6f2ec',
  line: '#d9d3ca',
  gold: '#b08d57',
  focus: '#3730a3',
  success: '#15803d',
  info: '#1d4ed8',
  warning: '#a16207',
  danger: '#b91c1c',
  denied: '#6b21a8',
} as const;

export const fonts = {
  // Each brand font, then its metric-matched fallbacks (styles/fonts.css), then the usual stack.
  serif: "'Cormorant Garamond', 'Cormorant Garamond Fallback', 'Cormorant Garamond Fallback Noto', Georgia, 'Times New Roman', serif",
  sans: "'Inter Variable', 'Inter Fallback', 'Inter Fallback Roboto', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

/** Spacing scale in rem; index = step. */
export const space = {
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  6: '1.5rem',
  8: '2rem',
  12: '3rem',
} as const;

export const radii = {
  s: '2px',
  m: '4px',
  pill: '999px',
} as const;

/** Min-width breakpoints in px (mobile first). */
export const breakpoints = {
  tablet: 768,
  desktop: 1024,
  wide: 1440,
} as const;

export const zIndex = {
  menu: 100,
  tooltip: 300,
  modal: 400,
  toast: 500,
} as const;

/** Maps a camelCase token name to its CSS custom property, e.g. inkSoft → --ama-color-ink-soft. */
export function cssVariableName(group: string, name: string): string {
  const kebab = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `--ama-${group}-${kebab}`;
}
