import { CATEGORIES, GOLD_COLOURS, SHAPES, type Category, type GoldColour } from '@ama/contracts';
import { SaxesParser } from 'saxes';
import { buildProductSeed } from '../seed';
import { PART } from './image-parts';
import { RING } from './image-rings';
import { renderProductSvg } from './image-svg';
import { BRACELET_MODELS, EARRING_MODELS, modelOfSku, NECKLACE_MODELS, RING_MODELS, type JewelModel } from './product-model';

/** The middle tone of each gold, as the drawing's gradient names it. */
const GOLD_MID: Record<GoldColour, string> = { YELLOW: '#d9ae4f', WHITE: '#cfd2d8', ROSE: '#dc9b7f' };

const MODELS_BY_CATEGORY: ReadonlyArray<readonly [Category, readonly JewelModel[]]> = [
  ['ENGAGEMENT_RINGS', RING_MODELS],
  ['RINGS', RING_MODELS],
  ['EARRINGS', EARRING_MODELS],
  ['NECKLACES', NECKLACE_MODELS],
  ['BRACELETS', BRACELET_MODELS],
];

interface Placed {
  x: number;
  y: number;
  scale: number;
}

/**
 * Reads a picture with a strict XML parser (it throws on anything malformed) and returns where each
 * part from <defs> is placed, the ids it defines and the ids it refers to.
 */
function readSvg(svg: string): { uses: Map<string, Placed[]>; ids: Set<string>; references: string[]; root: string } {
  const parser = new SaxesParser({ xmlns: true });
  const uses = new Map<string, Placed[]>();
  const ids = new Set<string>();
  const references: string[] = [];
  let root = '';
  parser.on('opentag', (tag) => {
    root ||= `${tag.uri} ${tag.local}`;
    const attribute = (name: string) => tag.attributes[name]?.value;
    const id = attribute('id');
    if (id) ids.add(id);
    for (const { value } of Object.values(tag.attributes)) for (const match of value.matchAll(/url\(#([^)]+)\)/g)) references.push(match[1]!);
    const href = attribute('href');
    if (tag.local === 'use' && href) {
      references.push(href.slice(1));
      const transform = attribute('transform') ?? '';
      const [, x = '0', y = '0'] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(transform) ?? [];
      const [, scale = '1'] = /scale\(([-\d.]+)\)/.exec(transform) ?? [];
      uses.set(href.slice(1), [...(uses.get(href.slice(1)) ?? []), { x: Number(x), y: Number(y), scale: Number(scale) }]);
    }
  });
  parser.write(svg).close();
  return { uses, ids, references, root };
}

/** Every stone in a picture, whatever its kind: the piece's cut large or small, or a tiny brilliant. */
const stonesOf = (svg: string) => {
  const { uses } = readSvg(svg);
  return { main: uses.get(PART.stone) ?? [], small: uses.get(PART.smallStone) ?? [], brilliants: uses.get(PART.brilliant) ?? [], uses };
};

const ring = (model: JewelModel, shape: (typeof SHAPES)[number] = 'ROUND', gold: GoldColour = 'YELLOW') => renderProductSvg({ category: 'RINGS', shape, gold, model });

describe('renderProductSvg', () => {
  it('draws a distinct, well-formed picture for every shape, gold and kind of jewel', () => {
    const seen = new Set<string>();
    for (const category of CATEGORIES)
      for (const shape of SHAPES)
        for (const gold of GOLD_COLOURS) {
          const svg = renderProductSvg({ category, shape, gold });
          expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
          expect(svg).not.toMatch(/<script|style=|on[a-z]+=/i);
          seen.add(svg);
        }
    expect(seen.size).toBe(CATEGORIES.length * SHAPES.length * GOLD_COLOURS.length);
  });

  it('paints the gold in its own colour', () => {
    expect(renderProductSvg({ category: 'RINGS', shape: 'ROUND', gold: 'ROSE' })).toContain('#dc9b7f');
    expect(renderProductSvg({ category: 'RINGS', shape: 'ROUND', gold: 'YELLOW' })).toContain('#d9ae4f');
  });

  it.each(MODELS_BY_CATEGORY.flatMap(([category, models]) => models.map((model) => [model, category] as const)))(
    'draws %s (%s) in the chosen gold, unlike every other model of its kind in any cut',
    (model, category) => {
      const others = MODELS_BY_CATEGORY.find(([candidate]) => candidate === category)![1].filter((other) => other !== model);
      for (const shape of SHAPES)
        for (const gold of GOLD_COLOURS) {
          const svg = renderProductSvg({ category, shape, gold, model });
          expect(svg).toContain(GOLD_MID[gold]);
          for (const other of GOLD_COLOURS.filter((candidate) => candidate !== gold)) expect(svg).not.toContain(GOLD_MID[other]);
          for (const other of others) expect(svg).not.toBe(renderProductSvg({ category, shape, gold, model: other }));
        }
    },
  );

  it('tells the ring models apart by their stones and setting, as a shopper would at thumbnail size', () => {
    const signature = (model: JewelModel) => {
      const { main, small, brilliants, uses } = stonesOf(ring(model));
      const count = (part: string) => uses.get(part)?.length ?? 0;
      return `${main.length} large, ${small.length} small, ${brilliants.length} brilliants, ${count(PART.claw)} claws, ${count(PART.ringBand)} front band, ${count(PART.hoopFront)} slim hoops`;
    };
    const signatures = RING_MODELS.map(signature);
    expect(new Set(signatures).size).toBe(RING_MODELS.length);

    // Solitaire: one large stone on claws.
    const solitaire = stonesOf(ring('SOLITAIRE'));
    expect(solitaire.main).toHaveLength(1);
    expect(solitaire.main[0]!.scale).toBeGreaterThanOrEqual(0.9);
    expect(solitaire.small.length + solitaire.brilliants.length).toBe(0);
    expect(solitaire.uses.get(PART.claw)?.length).toBeGreaterThanOrEqual(3);

    // Trilogy: three stones in a line, the centre one larger and higher.
    const [left, centre, right] = stonesOf(ring('TRILOGY')).main.sort((a, b) => a.x - b.x);
    expect(stonesOf(ring('TRILOGY')).main).toHaveLength(3);
    expect(centre!.scale).toBeGreaterThan(Math.max(left!.scale, right!.scale));
    expect(centre!.y).toBeLessThan(Math.min(left!.y, right!.y));

    // Toi et moi: two stones side by side.
    expect(stonesOf(ring('TOI_ET_MOI')).main).toHaveLength(2);

    // Halo: one stone ringed by tiny brilliants close around it.
    const halo = stonesOf(ring('HALO'));
    expect(halo.main).toHaveLength(1);
    expect(halo.brilliants.length).toBeGreaterThanOrEqual(8);
    for (const brilliant of halo.brilliants) expect(Math.hypot(brilliant.x - halo.main[0]!.x, brilliant.y - halo.main[0]!.y)).toBeLessThan(30);

    // Pavé solitaire: one stone, the band paved with brilliants down to its bottom.
    const pave = stonesOf(ring('PAVE_SOLITAIRE'));
    expect(pave.main).toHaveLength(1);
    expect(pave.brilliants.length).toBeGreaterThanOrEqual(12);
    expect(Math.max(...pave.brilliants.map((brilliant) => brilliant.y))).toBeGreaterThan(RING.cy + RING.ry - 5);

    // Half eternity: a row over the top half only; eternity: stones all the way round.
    const half = stonesOf(ring('HALF_ETERNITY')).small;
    expect(half.length).toBeGreaterThanOrEqual(5);
    for (const stone of half) expect(stone.y).toBeLessThan(RING.cy);
    const full = stonesOf(ring('ETERNITY')).small;
    expect(full.length).toBeGreaterThan(half.length);
    expect(full.filter((stone) => stone.y > RING.cy).length).toBeGreaterThanOrEqual(full.length / 2 - 1);

    // Band: polished gold with one small flush stone, no claws, not the thin front-view band.
    const band = stonesOf(ring('BAND'));
    expect(band.small).toHaveLength(1);
    expect(band.main.length + band.brilliants.length).toBe(0);
    expect(band.uses.has(PART.claw)).toBe(false);
    expect(band.uses.has(PART.ringBand)).toBe(false);

    // Stacking: slim threads, one small stone.
    const stacking = stonesOf(ring('STACKING'));
    expect(stacking.uses.get(PART.hoopFront)?.length).toBeGreaterThanOrEqual(2);
    expect(stacking.small).toHaveLength(1);
  });

  it('draws each seeded product as its model: valid XML, every reference defined, small and the same bytes each time', () => {
    const products = buildProductSeed();
    const byLook = new Map<string, Map<JewelModel, string>>();
    for (const product of products) {
      const model = modelOfSku(product.sku);
      expect({ sku: product.sku, model: model && MODELS_BY_CATEGORY.find(([category]) => category === product.category)![1].includes(model) }).toEqual({
        sku: product.sku,
        model: true,
      });
      for (const gold of product.options.filter((option) => option.type === 'GOLD_COLOUR').map((option) => option.value as GoldColour)) {
        const svg = renderProductSvg({ category: product.category, shape: product.shape, gold, model });
        const { ids, references, root } = readSvg(svg);
        expect(root).toBe('http://www.w3.org/2000/svg svg');
        expect(references.filter((reference) => !ids.has(reference))).toEqual([]);
        expect(svg.length).toBeLessThan(6 * 1024);
        expect(renderProductSvg({ category: product.category, shape: product.shape, gold, model })).toBe(svg);
        const look = `${product.category} ${product.shape} ${gold}`;
        byLook.set(look, (byLook.get(look) ?? new Map()).set(model!, svg));
      }
    }
    // Two models of one kind in the same cut and gold (a Gaia solitaire and trilogy) are two pictures.
    for (const [look, drawings] of byLook) expect({ look, pictures: new Set(drawings.values()).size }).toEqual({ look, pictures: drawings.size });
    expect([...byLook.values()].some((drawings) => drawings.size > 1)).toBe(true);
  });
});

describe('modelOfSku', () => {
  it('reads the model from the middle of a catalogue SKU', () => {
    expect(modelOfSku('GA-SOL-OV')).toBe('SOLITAIRE');
    expect(modelOfSku('GA-TRI-OV')).toBe('TRILOGY');
    expect(modelOfSku('NY-TEN-BG')).toBe('TENNIS');
  });

  it.each(['ZZ-NOPE-01', 'GA-XYZ-OV', 'GASOLOV', 'GA-SOL', 'ga-sol-ov', 'GA-SOL-OV-2'])('knows no model for %s, drawn by its category alone', (sku) => {
    expect(modelOfSku(sku)).toBeNull();
    expect(renderProductSvg({ category: 'RINGS', shape: 'OVAL', gold: 'ROSE', model: modelOfSku(sku) })).toBe(renderProductSvg({ category: 'RINGS', shape: 'OVAL', gold: 'ROSE' }));
  });
});
