import { arcPath, clawSet, groundShadow, n, onEllipse, PART, place, type Drawing } from './image-parts';
import type { BraceletModel } from './product-model';

/* Bracelets lie on their side, seen from a little above: an ellipse whose lower half is nearer. */

const [CX, CY, RX, RY] = [100, 104, 76, 38];

/** Where on the bracelet `degrees` falls, and which way the bracelet runs there. */
function along(degrees: number): [number, number, number] {
  const radians = (degrees * Math.PI) / 180;
  const [x, y] = onEllipse(CX, CY, RX, RY, degrees);
  return [x, y, (Math.atan2(RY * Math.cos(radians), -RX * Math.sin(radians)) * 180) / Math.PI];
}

/** Stones all round, the far ones smaller and paler, the near ones over the thread that links them. */
const tennis: Drawing = (look) => {
  const stone = (degrees: number) => {
    const [x, y] = along(degrees);
    const far = y < CY;
    return place(PART.smallStone, x, y, far ? 0.2 : 0.3, degrees + 90, far ? ' opacity="0.6"' : '');
  };
  const angles = Array.from({ length: 24 }, (_, index) => index * 15);
  return (
    groundShadow(100, 150, 72) +
    angles
      .filter((degrees) => degrees > 180)
      .map(stone)
      .join('') +
    `<ellipse cx="${CX}" cy="${CY}" rx="${RX}" ry="${RY}" fill="none" stroke="${look.mid}" stroke-width="2"/>` +
    angles
      .filter((degrees) => degrees <= 180)
      .map(stone)
      .join('')
  );
};

/** A rigid, wide bangle of polished gold crowned in front with three stones in claws. */
const bangle: Drawing = (look) =>
  groundShadow(100, 152, 72) +
  `<ellipse cx="${CX}" cy="${CY}" rx="${RX}" ry="${RY}" fill="none" stroke="url(#gold)" stroke-width="13"/>` +
  `<ellipse cx="${CX}" cy="${CY}" rx="${RX - 6}" ry="${RY - 6}" fill="none" stroke="${look.shadow}" stroke-width="1.5" opacity="0.6"/>` +
  `<path d="${arcPath(CX, CY, RX, RY + 2, 120, 160)}" fill="none" stroke="${look.light}" stroke-width="3.5" stroke-linecap="round"/>` +
  [75, 90, 105]
    .map((degrees) => {
      const [x, y] = onEllipse(CX, CY, RX, RY, degrees);
      return clawSet(look.shape, x, y, 0.4, n((90 - degrees) * -1.2));
    })
    .join('');

/** Gold links all round, interrupted in front by five stones in gold collets. */
const chain: Drawing = () => {
  const stations = new Set([30, 60, 90, 120, 150]);
  const angles = Array.from({ length: 36 }, (_, index) => index * 10);
  const links = angles
    .filter((degrees) => !stations.has(degrees))
    .map((degrees) => {
      const [x, y, direction] = along(degrees);
      return place(PART.link, x, y, 1, direction, y < CY ? ' opacity="0.7"' : '');
    });
  // The stones after every link, so that no link crosses over one.
  const stones = [...stations].map((degrees) => {
    const [x, y] = along(degrees);
    return `<circle cx="${x}" cy="${y}" r="7.5" fill="url(#gold)"/>` + place(PART.smallStone, x, y, 0.26, degrees + 90);
  });
  return groundShadow(100, 150, 72) + links.join('') + stones.join('');
};

export const BRACELET_DRAWINGS: Record<BraceletModel, Drawing> = { TENNIS: tennis, BANGLE: bangle, CHAIN: chain };
