import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2';
import cormorant400 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-normal.woff2';
import cormorant400Italic from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-italic.woff2';
import cormorant500 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2';

/*
 * The brand's web fonts, self-hosted (no third-party request, CSP-friendly). Not in the page's first
 * CSS: the shell adds them once the page's first frame (its largest picture) is drawn, so the fonts
 * (about 120 KB) never compete with the HTML, the picture or the code for a phone's bandwidth. Until
 * then the text is drawn in the metric-matched fallbacks of fonts.css, which they replace without
 * moving it (docs/performance.md).
 *
 * Added through the CSS Font Loading API rather than as a stylesheet: a stylesheet's @font-face rules
 * make the browser lay out every line of the page twice (once when the rules arrive, once when the
 * files do), which on a phone were two long tasks. Here the files the page's text uses load first and
 * are then added a face per task (a face's first use is a layout of its own; Inter's alone is a long
 * one), with the faces only some pages use, which the browser fetches when needed.
 * Inter is limited to its Latin subsets and Cormorant Garamond (headings) to Latin, which cover
 * en/it/es/de; other scripts are drawn in the fallbacks.
 */

/** Inter's Latin subsets, as @fontsource-variable/inter splits them. */
const LATIN = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

interface BrandFace {
  family: 'Inter Variable' | 'Cormorant Garamond';
  url: string;
  descriptors: FontFaceDescriptors;
  /** Every page's text uses it: loaded before the faces are added. The others load when text needs them. */
  everyPage: boolean;
}

const BRAND_FACES: readonly BrandFace[] = [
  { family: 'Inter Variable', url: interLatin, descriptors: { weight: '100 900', unicodeRange: LATIN }, everyPage: true },
  { family: 'Inter Variable', url: interLatinExt, descriptors: { weight: '100 900', unicodeRange: LATIN_EXT }, everyPage: false },
  { family: 'Cormorant Garamond', url: cormorant400, descriptors: { weight: '400' }, everyPage: true },
  { family: 'Cormorant Garamond', url: cormorant500, descriptors: { weight: '500' }, everyPage: true },
  { family: 'Cormorant Garamond', url: cormorant400Italic, descriptors: { weight: '400', style: 'italic' }, everyPage: false },
];

/**
 * Loads the faces every page uses, then adds each of the brand's faces to the document in a task of its
 * own. A face whose file fails to load is left out; its text keeps the fallback. `afterEachFace` runs in
 * the task that added a face, before the browser draws it: what is placed from the text's layout (an open
 * header panel under its button) moves with it in the same frame, never a frame later.
 */
export async function addBrandFonts(doc: Document = document, afterEachFace: () => void = () => undefined): Promise<void> {
  const faces = BRAND_FACES.map(({ family, url, descriptors, everyPage }) => ({
    face: new FontFace(family, `url(${url}) format('woff2')`, { display: 'swap', ...descriptors }),
    everyPage,
  }));
  await Promise.all(faces.filter(({ everyPage }) => everyPage).map(({ face }) => face.load().catch(() => undefined)));
  for (const { face } of faces) {
    if (face.status === 'error') continue;
    doc.fonts.add(face);
    afterEachFace();
    // The next face in a new task (shell/src/runtime/next-task.ts, which this package cannot import).
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
