import { clawSet, n, PART, place, STONE_EXTENT, type Drawing } from './image-parts';
import type { NecklaceModel } from './product-model';

/* Necklaces hang from the top corners in a curve; what hangs on the curve tells the models apart. */

/** The chain: a quadratic curve from corner to corner whose lowest point is at `low`. */
function chainCurve(low: number): { d: string; at: (t: number) => [number, number, number] } {
  const [x0, y0, x2] = [22, 8, 178];
  const y1 = 2 * low - y0;
  return {
    d: `M${x0},${y0}Q100,${y1} ${x2},${y0}`,
    // The point at t and the curve's direction there in degrees, to turn a stone along it.
    at: (t) => {
      const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * 100 + t * t * x2;
      const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * y1 + t * t * y0;
      const degrees = (Math.atan2(2 * (1 - t) * (y1 - y0) + 2 * t * (y0 - y1), 2 * (1 - t) * (100 - x0) + 2 * t * (x2 - 100)) * 180) / Math.PI;
      return [x, y, degrees];
    },
  };
}

const chain = (d: string, width = 2.5) => `<path d="${d}" fill="none" stroke="url(#gold)" stroke-width="${width}"/>`;

/** One stone on a bail, gliding at the lowest point of the chain. */
const pendant: Drawing = (look) => {
  const scale = 0.9;
  const y = 103 + STONE_EXTENT[look.shape][1] * scale;
  return chain(chainCurve(93).d) + '<ellipse cx="100" cy="97" rx="4" ry="5.5" fill="none" stroke="url(#gold)" stroke-width="2.5"/>' + clawSet(look.shape, 100, y, scale);
};

/** A river of stones along the front of the chain, largest in the middle. */
const riviera: Drawing = () => {
  const curve = chainCurve(96);
  const stones = Array.from({ length: 15 }, (_, index) => {
    const t = 0.22 + (index * 0.56) / 14;
    const [x, y, degrees] = curve.at(t);
    return place(PART.smallStone, x, y, 0.3 - Math.abs(t - 0.5) * 0.45, degrees);
  });
  return chain(curve.d, 2) + stones.join('');
};

/** A Y: the chain runs through a small ring, and a long line falls from it to the stone. */
const lariat: Drawing = (look) => {
  const scale = 0.72;
  const y = 150 + STONE_EXTENT[look.shape][1] * scale;
  return (
    chain(chainCurve(84).d) +
    // A straight line has no width for the gradient to span: it takes the gold's middle tone.
    `<path d="M100,90V${n(y)}" stroke="${look.mid}" stroke-width="2"/>` +
    '<circle cx="100" cy="86" r="5.5" fill="none" stroke="url(#gold)" stroke-width="3"/>' +
    place(PART.brilliant, 100, 86, 0.17) +
    clawSet(look.shape, 100, y, scale)
  );
};

export const NECKLACE_DRAWINGS: Record<NecklaceModel, Drawing> = { PENDANT: pendant, RIVIERA: riviera, LARIAT: lariat };
