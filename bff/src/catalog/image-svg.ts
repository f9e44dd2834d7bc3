import type { Category, GoldColour, Shape } from '@ama/contracts';
import { BRACELET_DRAWINGS } from './image-bracelets';
import { EARRING_DRAWINGS } from './image-earrings';
import { NECKLACE_DRAWINGS } from './image-necklaces';
import { PART, STONE_PATHS, type Drawing } from './image-parts';
import { RING, RING_DRAWINGS } from './image-rings';
import type { JewelModel } from './product-model';

/** Light, mid and shadow tones of each 18KT gold. */
const GOLD_TONES: Record<GoldColour, readonly [string, string, string]> = {
  YELLOW: ['#f7e3a1', '#d9ae4f', '#9c7425'],
  WHITE: ['#f7f7f8', '#cfd2d8', '#8e939c'],
  ROSE: ['#f8d5c4', '#dc9b7f', '#a0604a'],
};

/**
 * The models each category is drawn as, and the drawing of a piece whose model is unknown (a SKU that
 * does not name one, or names one of another category): the category's most typical piece, so that
 * engagement rings and other rings still differ.
 */
const FAMILIES: Record<Category, { models: Partial<Record<JewelModel, Drawing>>; otherwise: Drawing }> = {
  ENGAGEMENT_RINGS: { models: RING_DRAWINGS, otherwise: RING_DRAWINGS.SOLITAIRE },
  RINGS: { models: RING_DRAWINGS, otherwise: RING_DRAWINGS.HALF_ETERNITY },
  EARRINGS: { models: EARRING_DRAWINGS, otherwise: EARRING_DRAWINGS.DROPS },
  NECKLACES: { models: NECKLACE_DRAWINGS, otherwise: NECKLACE_DRAWINGS.PENDANT },
  BRACELETS: { models: BRACELET_DRAWINGS, otherwise: BRACELET_DRAWINGS.TENNIS },
};

/** A stone of the given outline: diamond-white with a grey edge and the bright line of its table. */
function stoneDef(id: string, outline: string, edge: number): string {
  return (
    `<g id="${id}"><path d="${outline}" fill="url(#diamond)" stroke="#8d9bab" stroke-width="${edge}"/>` +
    `<path d="${outline}" fill="none" stroke="#ffffff" stroke-width="${edge}" transform="scale(0.55)" opacity="0.9"/></g>`
  );
}

/** The gradients and the repeated parts (image-parts.ts PART), once per picture. */
function defs(shape: Shape, [light, mid, shadow]: readonly [string, string, string]): string {
  return (
    '<defs>' +
    `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.5" stop-color="${mid}"/><stop offset="1" stop-color="${shadow}"/></linearGradient>` +
    '<radialGradient id="diamond" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="#e4eef6"/><stop offset="1" stop-color="#b7c8d8"/></radialGradient>' +
    stoneDef(PART.stone, STONE_PATHS[shape], 1.2) +
    // Drawn at a quarter of the size: a thicker edge so it still shows.
    stoneDef(PART.smallStone, STONE_PATHS[shape], 3) +
    stoneDef(PART.brilliant, STONE_PATHS.ROUND, 3.5) +
    `<ellipse id="${PART.claw}" rx="2.3" ry="3.2" fill="url(#gold)" stroke="${shadow}" stroke-width="0.6"/>` +
    `<ellipse id="${PART.ringBand}" cx="${RING.cx}" cy="${RING.cy}" rx="${RING.rx}" ry="${RING.ry}" fill="none" stroke="url(#gold)"/>` +
    `<path id="${PART.hoopBack}" d="M-60,0A60,22 0 0 1 60,0" fill="none" stroke="url(#gold)" stroke-width="5"/>` +
    `<path id="${PART.hoopFront}" d="M60,0A60,22 0 0 1 -60,0" fill="none" stroke="url(#gold)" stroke-width="5"/>` +
    `<ellipse id="${PART.link}" rx="6.5" ry="3.6" fill="none" stroke="url(#gold)" stroke-width="2.2"/>` +
    '</defs>'
  );
}

/** The width and height a render is drawn at, in pixels (its viewBox is 200 units square). */
export const RENDER_PIXELS = 600;

/**
 * A small, pretty product render: the piece's model in its gold colour, set with stones of its shape.
 * The same input always gives the same bytes (the image route's ETag depends on it).
 */
export function renderProductSvg(input: { category: Category; shape: Shape; gold: GoldColour; model?: JewelModel | null }): string {
  const tones = GOLD_TONES[input.gold];
  const family = FAMILIES[input.category];
  const draw = (input.model && family.models[input.model]) || family.otherwise;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="${RENDER_PIXELS}" height="${RENDER_PIXELS}">` +
    defs(input.shape, tones) +
    '<rect width="200" height="200" fill="#faf7f2"/>' +
    draw({ shape: input.shape, light: tones[0], mid: tones[1], shadow: tones[2] }) +
    '</svg>'
  );
}
