import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import arial from '@capsizecss/metrics/arial';
import cormorantGaramond from '@capsizecss/metrics/cormorantGaramond';
import inter from '@capsizecss/metrics/inter';
import notoSerif from '@capsizecss/metrics/notoSerif';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';

type Metrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number };

/**
 * The overrides that make `fallback` take the room `web` takes: scaled so its average character is as
 * wide, with the web font's ascent, descent and line gap (the method of next/font and fontaine).
 */
function overrides(web: Metrics, fallback: Metrics): Record<string, string> {
  const scale = web.xWidthAvg / web.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;
  return {
    'size-adjust': percent(scale),
    'ascent-override': percent(web.ascent / (web.unitsPerEm * scale)),
    'descent-override': percent(Math.abs(web.descent) / (web.unitsPerEm * scale)),
    'line-gap-override': percent(web.lineGap / (web.unitsPerEm * scale)),
  };
}

const css = readFileSync(join(__dirname, 'fonts.css'), 'utf8');
const declared = (family: string): Record<string, string> => {
  const face = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => body!).find((body) => body.includes(`font-family: '${family}';`));
  if (!face) throw new Error(`no @font-face for ${family} in fonts.css`);
  return Object.fromEntries([...face.matchAll(/(size-adjust|ascent-override|descent-override|line-gap-override):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
};

describe("the brand fonts' fallbacks take the brand fonts' room", () => {
  it.each<[string, Metrics, Metrics]>([
    ['Inter Fallback', inter, arial],
    ['Inter Fallback Roboto', inter, roboto],
    ['Cormorant Garamond Fallback', cormorantGaramond, timesNewRoman],
    ['Cormorant Garamond Fallback Noto', cormorantGaramond, notoSerif],
  ])('%s', (family, web, fallback) => {
    expect(declared(family)).toEqual(overrides(web, fallback));
  });
});
