import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { colors, cssVariableName, fonts, radii, space, zIndex } from './tokens';

// The CSS file is what the browser uses, tokens.ts what code uses: a value changed in one only is a bug.
const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
const declared = new Map(Array.from(css.matchAll(/(--ama-[a-z0-9-]+):\s*([^;]+);/g), ([, name, value]) => [name, value!.trim()]));

const groups: Array<[string, Record<string | number, string | number>]> = [
  ['color', colors],
  ['font', fonts],
  ['space', space],
  ['radii', radii],
  ['z-index', zIndex],
];

describe('design tokens', () => {
  it.each(groups)('declares every %s token in tokens.css with the same value', (group, values) => {
    for (const [name, value] of Object.entries(values)) {
      expect([cssVariableName(group, name), declared.get(cssVariableName(group, name))]).toEqual([cssVariableName(group, name), String(value)]);
    }
  });

  it('names CSS variables in kebab case', () => {
    expect(cssVariableName('color', 'inkSoft')).toBe('--ama-color-ink-soft');
  });
});
