// tokens.ts defines the two font families but no size tokens: the sizes live in each component's CSS.
// This list gathers them (from the component stylesheets) so teams pick an existing step instead of
// inventing one. If tokens ever gain a type scale, read it from there instead.

export interface TypeStep {
  name: string;
  /** CSS font-size value, as in the component stylesheet. */
  size: string;
  family: 'serif' | 'sans';
  usedBy: string;
}

export const TYPE_SCALE: readonly TypeStep[] = [
  { name: 'Display', size: 'clamp(4rem, 14vw, 7rem)', family: 'serif', usedBy: 'ErrorPage status code' },
  { name: 'Page title', size: 'clamp(2rem, 5vw, 3.25rem)', family: 'serif', usedBy: 'PageIntro h1' },
  { name: 'Dialog title', size: '1.75rem', family: 'serif', usedBy: 'Modal title' },
  { name: 'Section title', size: '1.6rem', family: 'serif', usedBy: 'RemoteFallback title' },
  { name: 'Lead', size: '1.05rem', family: 'sans', usedBy: 'PageIntro lead paragraph' },
  { name: 'Body', size: '1rem', family: 'sans', usedBy: 'Body text, form controls (16px stops iOS zoom)' },
  { name: 'Small', size: '0.875rem', family: 'sans', usedBy: 'Toast message, checkbox label, Button l' },
  { name: 'Caption', size: '0.8125rem', family: 'sans', usedBy: 'Field label, hint, error, Button m' },
  { name: 'Micro', size: '0.75rem', family: 'sans', usedBy: 'Tooltip, Button s' },
];
