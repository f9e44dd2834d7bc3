import { arcPath, clawSet, n, onEllipse, PART, place, STONE_EXTENT, type Drawing, type Look } from './image-parts';
import type { EarringModel } from './product-model';

/* Earrings come in pairs: each drawing shows the left and the right one, mirrored. */

const PAIR = [62, 138] as const;

/** Two stones in claw settings, close to the ear: nothing hangs. */
const studs: Drawing = (look) => PAIR.map((x, index) => clawSet(look.shape, x, 104, 1.15, index === 0 ? -8 : 8)).join('');

/** A hook through the ear, a bead, a fine line of gold and the stone swinging below it. */
function drop(look: Look, x: number): string {
  const scale = 0.8;
  const y = 96 + STONE_EXTENT[look.shape][1] * scale;
  return (
    `<path d="M${x},62V46C${x},30 ${x + 18},30 ${x + 18},46V58" fill="none" stroke="url(#gold)" stroke-width="2.5" stroke-linecap="round"/>` +
    // A straight line has no width for the gradient to span: it takes the gold's middle tone.
    `<path d="M${x},64V${n(y)}" stroke="${look.mid}" stroke-width="1.6"/>` +
    `<circle cx="${x}" cy="64" r="3.5" fill="url(#gold)"/>` +
    clawSet(look.shape, x, y, scale)
  );
}

const drops: Drawing = (look) => PAIR.map((x) => drop(look, x)).join('');

/** Slim hoops with a row of stones on their front (lower) half. */
function hoop(look: Look, x: number): string {
  const [cy, rx, ry] = [110, 26, 38];
  const stones = Array.from({ length: 5 }, (_, index) => {
    const degrees = 30 + index * 30;
    const [sx, sy] = onEllipse(x, cy, rx, ry, degrees);
    return place(PART.smallStone, sx, sy, 0.2, degrees + 90);
  });
  return (
    `<ellipse cx="${x}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="url(#gold)" stroke-width="5"/>` +
    `<path d="${arcPath(x, cy, rx, ry, 200, 250)}" fill="none" stroke="${look.light}" stroke-width="1.6" stroke-linecap="round"/>` +
    stones.join('')
  );
}

const hoops: Drawing = (look) => PAIR.map((x) => hoop(look, x)).join('');

export const EARRING_DRAWINGS: Record<EarringModel, Drawing> = { STUDS: studs, DROPS: drops, HOOPS: hoops };
