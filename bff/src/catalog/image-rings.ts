import { arcPath, clawSet, groundShadow, n, onEllipse, PART, place, STONE_EXTENT, type Drawing, type Look } from './image-parts';
import type { RingModel } from './product-model';

/*
 * Rings. Most stand upright, seen from the front, their stones on the band's top: the stones alone tell
 * the models apart at thumbnail size (one raised stone, two crossed, three in a line, a halo, a row on the
 * top half, a circle all round). A plain band and a fine stacking ring show nothing on top, so they are
 * seen from above instead: a wide polished cylinder, or a stack of slim threads.
 */

/** The front-view band: the ellipse of the `#r` part in image-svg.ts. */
export const RING = { cx: 100, cy: 126, rx: 56, ry: 54 } as const;

const BAND_WIDTH = 9;

/** The outer edge of the band's top at `x`: where a setting rests. */
function bandTopAt(x: number, width = BAND_WIDTH): number {
  const dx = (x - RING.cx) / RING.rx;
  return RING.cy - RING.ry * Math.sqrt(Math.max(0, 1 - dx * dx)) - width / 2;
}

/** The band, with the polished gleam along its upper left. */
function band(look: Look, width = BAND_WIDTH): string {
  return (
    groundShadow(100, 190, 46) +
    `<use href="#${PART.ringBand}" stroke-width="${width}"/>` +
    `<path d="${arcPath(RING.cx, RING.cy, RING.rx, RING.ry, 195, 250)}" fill="none" stroke="${look.light}" stroke-width="${n(width / 3)}" stroke-linecap="round"/>`
  );
}

/** Where a stone of this scale sits so that its lower edge rests on the band at `x`. */
function restingY(look: Look, x: number, scale: number, lift = 3): number {
  return bandTopAt(x) - STONE_EXTENT[look.shape][1] * scale + 3 - lift;
}

/** Two prongs rising from the band's shoulders behind a raised stone: the basket a centre stone sits in. */
function gallery(look: Look, y: number, scale: number): string {
  const half = STONE_EXTENT[look.shape][0] * scale * 0.5;
  const foot = bandTopAt(78) + 4;
  return `<path d="M78,${n(foot)}Q${n(100 - half)},${n(foot - 2)} ${n(100 - half)},${n(y)}M122,${n(foot)}Q${n(100 + half)},${n(foot - 2)} ${n(100 + half)},${n(y)}" fill="none" stroke="url(#gold)" stroke-width="4" stroke-linecap="round"/>`;
}

/** One stone raised above the band on its claws: the solitaire's centre, also under a halo or on pavé. */
function raisedStone(look: Look, scale: number): string {
  const y = restingY(look, 100, scale);
  return gallery(look, y, scale) + clawSet(look.shape, 100, y, scale);
}

/** Small stones of the piece's cut set along the band between two angles, each turned to face outwards. */
function stoneRow(from: number, to: number, count: number, scale: number): string {
  const step = (to - from) / (count - (to - from >= 360 ? 0 : 1));
  return Array.from({ length: count }, (_, index) => {
    const degrees = from + index * step;
    const [x, y] = onEllipse(RING.cx, RING.cy, RING.rx, RING.ry, degrees);
    return place(PART.smallStone, x, y, scale, degrees + 90);
  }).join('');
}

const solitaire: Drawing = (look) => band(look) + raisedStone(look, 1);

/** The centre stone on a band paved with tiny brilliants from one shoulder round to the other. */
const paveSolitaire: Drawing = (look) => {
  const pave = Array.from({ length: 19 }, (_, index) => {
    const [x, y] = onEllipse(RING.cx, RING.cy, RING.rx, RING.ry, -40 + (index * 260) / 18);
    return place(PART.brilliant, x, y, 0.16);
  }).join('');
  return band(look) + pave + raisedStone(look, 0.88);
};

/** A smaller centre stone on a gold plate ringed by twelve tiny brilliants. */
const halo: Drawing = (look) => {
  const scale = 0.66;
  const [halfWidth, halfHeight] = STONE_EXTENT[look.shape];
  const [rx, ry] = [halfWidth * scale + 6, halfHeight * scale + 6];
  const y = bandTopAt(100) - ry - 1;
  const brilliants = Array.from({ length: 12 }, (_, index) => {
    const [x, by] = onEllipse(100, y, rx, ry, index * 30 - 90);
    return place(PART.brilliant, x, by, 0.16);
  }).join('');
  return (
    band(look) +
    gallery(look, y, scale) +
    `<ellipse cx="100" cy="${n(y)}" rx="${n(rx + 4)}" ry="${n(ry + 4)}" fill="url(#gold)"/>` +
    brilliants +
    clawSet(look.shape, 100, y, scale)
  );
};

/** Three stones in a line on the band's top, the centre one larger. */
const trilogy: Drawing = (look) => {
  const [side, centre] = [0.56, 0.8];
  const sides = ([-1, 1] as const).map((direction) => {
    const x = 100 + direction * 27;
    return clawSet(look.shape, x, restingY(look, x, side, 1), side, direction * 14);
  });
  return band(look) + gallery(look, restingY(look, 100, centre), centre) + sides.join('') + clawSet(look.shape, 100, restingY(look, 100, centre), centre);
};

/** An open band whose two ends cross over the top, each carrying a stone: you and me. */
const toiEtMoi: Drawing = (look) => {
  const scale = 0.68;
  const [leftX, leftY] = onEllipse(RING.cx, RING.cy, RING.rx, RING.ry, 238);
  const [rightX, rightY] = onEllipse(RING.cx, RING.cy, RING.rx, RING.ry, -58);
  const y = bandTopAt(100) - STONE_EXTENT[look.shape][1] * scale + 4;
  return (
    groundShadow(100, 190, 46) +
    `<path d="${arcPath(RING.cx, RING.cy, RING.rx, RING.ry, -58, 238)}M${leftX},${leftY}Q88,70 ${113},${n(y)}M${rightX},${rightY}Q112,70 ${87},${n(y)}" fill="none" stroke="url(#gold)" stroke-width="${BAND_WIDTH}" stroke-linecap="round"/>` +
    `<path d="${arcPath(RING.cx, RING.cy, RING.rx, RING.ry, 195, 232)}" fill="none" stroke="${look.light}" stroke-width="3" stroke-linecap="round"/>` +
    clawSet(look.shape, 87, y, scale, -22) +
    clawSet(look.shape, 113, y, scale, 22)
  );
};

/** Nine stones across the top half of the band; the lower half plain. */
const halfEternity: Drawing = (look) => band(look) + stoneRow(-162, -18, 9, 0.27);

/** Sixteen stones all the way round. */
const eternity: Drawing = (look) => band(look, 10) + stoneRow(-90, 270, 16, 0.28);

/** A generous polished band seen from above, its one diamond set flush in the front. */
const plainBand: Drawing = (look) => {
  const [top, rx, ry, height] = [78, 62, 24, 44];
  const bottom = top + height;
  const front = top + ry + height / 2;
  return (
    groundShadow(100, bottom + ry - 2, 66) +
    `<path d="M${100 - rx},${top}A${rx},${ry} 0 0 1 ${100 + rx},${top}V${bottom}A${rx},${ry} 0 0 1 ${100 - rx},${bottom}Z" fill="url(#gold)"/>` +
    // The inside of the far wall, in the gold's shade, with a soft gleam.
    `<ellipse cx="100" cy="${top}" rx="${rx - 6}" ry="${ry - 5}" fill="${look.shadow}"/>` +
    `<path d="${arcPath(100, top + 4, rx - 14, ry - 9, 200, 340)}" fill="none" stroke="${look.mid}" stroke-width="4" stroke-linecap="round"/>` +
    `<ellipse cx="100" cy="${top}" rx="${rx - 3}" ry="${ry - 2.5}" fill="none" stroke="${look.light}" stroke-width="1.5"/>` +
    // The polished face reflects a bright line across it.
    `<path d="${arcPath(100, top + height * 0.35, rx, ry, 28, 152)}" fill="none" stroke="${look.light}" stroke-width="5" stroke-linecap="round" opacity="0.7"/>` +
    `<circle cx="100" cy="${front}" r="8.5" fill="${look.shadow}"/>` +
    place(PART.smallStone, 100, front, 0.3)
  );
};

/** A fine thread with its small stone, between two plain threads drawn faintly: worn stacked. */
const stacking: Drawing = (look) => {
  const rows = [78, 102, 126];
  const faint = (index: number) => (index === 1 ? '' : ' opacity="0.45"');
  return (
    groundShadow(100, 160, 62) +
    rows.map((y, index) => place(PART.hoopBack, 100, y, 1, 0, faint(index))).join('') +
    rows.map((y, index) => place(PART.hoopFront, 100, y, 1, 0, faint(index))).join('') +
    `<path d="${arcPath(100, 102, 60, 22, 30, 70)}" fill="none" stroke="${look.light}" stroke-width="1.5" stroke-linecap="round"/>` +
    `<circle cx="100" cy="124" r="7" fill="url(#gold)"/>` +
    place(PART.smallStone, 100, 124, 0.28)
  );
};

export const RING_DRAWINGS: Record<RingModel, Drawing> = {
  SOLITAIRE: solitaire,
  HALO: halo,
  TRILOGY: trilogy,
  PAVE_SOLITAIRE: paveSolitaire,
  ETERNITY: eternity,
  HALF_ETERNITY: halfEternity,
  TOI_ET_MOI: toiEtMoi,
  BAND: plainBand,
  STACKING: stacking,
};
