import type { Shape } from '@ama/contracts';

/*
 * The pieces every product drawing is built from (image-svg.ts puts them together). Repeated parts are
 * drawn once in <defs> and placed with <use>: an eternity ring's sixteen stones cost a line each, which
 * keeps every picture a few kilobytes, and a stone or a claw stays one recognisable element.
 */

/** What a drawing needs to know of the piece: the stone's cut and the three tones of its gold. */
export interface Look {
  shape: Shape;
  light: string;
  mid: string;
  shadow: string;
}

/** Draws one model: SVG elements on the 200 × 200 canvas, the defs of image-svg.ts at hand. */
export type Drawing = (look: Look) => string;

/** Ids of the parts in <defs>, placed with <use href="#…">. */
export const PART = {
  /** The piece's main stone, in its cut, drawn at scale 0.6 and more. */
  stone: 's',
  /** The same cut with a heavier outline, for the small stones of a row (eternity, tennis …). */
  smallStone: 't',
  /** A round brilliant whatever the cut: the tiny stones of a halo or of a paved band. */
  brilliant: 'm',
  /** A claw holding a stone's edge. */
  claw: 'c',
  /** The band of a ring seen from the front (rings.ts). */
  ringBand: 'r',
  /** The back and front halves of a slim ring seen from above, for stacks (rings.ts). */
  hoopBack: 'hb',
  hoopFront: 'hf',
  /** One link of a gold chain. */
  link: 'l',
} as const;

/** Stone outlines centred on (0, 0), about 44 units tall, pointing up. */
export const STONE_PATHS: Record<Shape, string> = {
  ROUND: 'M0,-21A21,21 0 1 1 0,21A21,21 0 1 1 0,-21Z',
  OVAL: 'M0,-24A16,24 0 1 1 0,24A16,24 0 1 1 0,-24Z',
  PEAR: 'M0,-25C9,-13 17,-2 17,8A17,17 0 0 1 -17,8C-17,-2 -9,-13 0,-25Z',
  MARQUISE: 'M0,-26Q20,0 0,26Q-20,0 0,-26Z',
  EMERALD: 'M-9,-22H9L15,-16V16L9,22H-9L-15,16V-16Z',
  BAGUETTE: 'M-8,-23H8V23H-8Z',
  PRINCESS: 'M-18,-18H18V18H-18Z',
  TRIANGULAR: 'M0,-21Q2,-21 22,14Q22,16 20,16H-20Q-22,16 -22,14Q-2,-21 0,-21Z',
};

/** Half width and half height of each outline: where a setting around it begins. */
export const STONE_EXTENT: Record<Shape, readonly [number, number]> = {
  ROUND: [21, 21],
  OVAL: [16, 24],
  PEAR: [17, 25],
  MARQUISE: [10, 26],
  EMERALD: [15, 22],
  BAGUETTE: [8, 23],
  PRINCESS: [18, 18],
  TRIANGULAR: [22, 21],
};

/** Where a jeweller puts the claws on each cut: on the corners, the tips, or four round the edge. */
const CLAW_POINTS: Record<Shape, ReadonlyArray<readonly [number, number]>> = {
  ROUND: [
    [-15, -15],
    [15, -15],
    [-15, 15],
    [15, 15],
  ],
  OVAL: [
    [-11, -17],
    [11, -17],
    [-11, 17],
    [11, 17],
  ],
  PEAR: [
    [0, -23],
    [-12, 20],
    [12, 20],
  ],
  MARQUISE: [
    [0, -24],
    [0, 24],
    [-10, 0],
    [10, 0],
  ],
  EMERALD: [
    [-12, -19],
    [12, -19],
    [-12, 19],
    [12, 19],
  ],
  BAGUETTE: [
    [-7, -21],
    [7, -21],
    [-7, 21],
    [7, 21],
  ],
  PRINCESS: [
    [-17, -17],
    [17, -17],
    [-17, 17],
    [17, 17],
  ],
  TRIANGULAR: [
    [0, -19],
    [-20, 14],
    [20, 14],
  ],
};

/** One decimal is finer than a pixel at 600 px, and keeps the bytes (and so the ETag) stable. */
export const n = (value: number): number => Math.round(value * 10) / 10 || 0;

/** The point at `degrees` on an ellipse (SVG angles: 0 is right, 90 is down). */
export function onEllipse(cx: number, cy: number, rx: number, ry: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [n(cx + rx * Math.cos(radians)), n(cy + ry * Math.sin(radians))];
}

/** An arc of an ellipse from one angle to a larger one, clockwise on screen, as a path's data. */
export function arcPath(cx: number, cy: number, rx: number, ry: number, from: number, to: number): string {
  const [x1, y1] = onEllipse(cx, cy, rx, ry, from);
  const [x2, y2] = onEllipse(cx, cy, rx, ry, to);
  return `M${x1},${y1}A${rx},${ry} 0 ${to - from > 180 ? 1 : 0} 1 ${x2},${y2}`;
}

/** A part from <defs> at (x, y), turned by `degrees` and scaled by `scale`. */
export function place(part: string, x: number, y: number, scale = 1, degrees = 0, extra = ''): string {
  const turn = n(degrees) ? ` rotate(${n(degrees)})` : '';
  const size = scale === 1 ? '' : ` scale(${n(scale * 100) / 100})`;
  return `<use href="#${part}" transform="translate(${n(x)} ${n(y)})${turn}${size}"${extra}/>`;
}

/** The claws that hold a stone of `shape` drawn at (x, y), turned and scaled like it. */
export function claws(shape: Shape, x: number, y: number, scale: number, degrees = 0): string {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  return CLAW_POINTS[shape].map(([px, py]) => place(PART.claw, x + scale * (px * cos - py * sin), y + scale * (px * sin + py * cos), Math.max(scale, 0.6))).join('');
}

/** A stone held by its claws: the setting of solitaires, trilogies, studs. */
export function clawSet(shape: Shape, x: number, y: number, scale: number, degrees = 0): string {
  return place(PART.stone, x, y, scale, degrees) + claws(shape, x, y, scale, degrees);
}

/** A soft shadow on the surface the piece lies on: it grounds rings and bracelets. */
export const groundShadow = (cx: number, cy: number, rx: number): string => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="5" fill="#3b2f22" opacity="0.08"/>`;
