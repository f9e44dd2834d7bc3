import { addBrandFonts } from './brand-fonts';

/** A FontFace as the browser has it, without a network (jest stubs the files): a face `failing` names fails to load. */
function installFontFaces(failing: (descriptors: FontFaceDescriptors) => boolean): void {
  class FakeFontFace {
    status = 'unloaded';
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: FontFaceDescriptors,
    ) {}
    get weight(): string {
      return this.descriptors.weight ?? 'normal';
    }
    load(): Promise<this> {
      this.status = failing(this.descriptors) ? 'error' : 'loaded';
      return this.status === 'error' ? Promise.reject(new Error('network')) : Promise.resolve(this);
    }
  }
  Object.assign(globalThis, { FontFace: FakeFontFace });
}

/** The document's font set, as the browser would draw with it. */
function fontSet(): { added: FontFace[]; doc: Document } {
  const added: FontFace[] = [];
  const doc = { fonts: { add: (face: FontFace) => added.push(face) } } as unknown as Document;
  return { added, doc };
}

describe('the brand fonts', () => {
  it('adds every face, one per task, and lets the page place what depends on the text in the task that added each', async () => {
    installFontFaces(() => false);
    const { added, doc } = fontSet();
    const seenAtEachPlacement: number[] = [];
    await addBrandFonts(doc, () => seenAtEachPlacement.push(added.length));
    expect(added.map((face) => face.family)).toEqual(['Inter Variable', 'Inter Variable', 'Cormorant Garamond', 'Cormorant Garamond', 'Cormorant Garamond']);
    // Placed once per face, each time with that face already in the document's set (drawn in the same frame).
    expect(seenAtEachPlacement).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves out a face whose file fails, and the page keeps its fallback for that text', async () => {
    installFontFaces((descriptors) => descriptors.weight === '500');
    const { added, doc } = fontSet();
    let placements = 0;
    await addBrandFonts(doc, () => (placements += 1));
    expect(added).toHaveLength(4);
    expect(added.some((face) => face.family === 'Cormorant Garamond' && face.weight === '500')).toBe(false);
    expect(placements).toBe(4);
  });
});
