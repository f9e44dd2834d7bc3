import type { Category, GoldColour, Shape } from '@ama/contracts';

/** Light, mid and shadow tones of each 18KT gold. */
const GOLD_TONES: Record<GoldColour, readonly [string, string, string]> = {
  YELLOW: ['#f7e3a1', '#d9ae4f', '#9c7425'],
  WHITE: ['#f7f7f8', '#cfd2d8', '#8e939c'],
  ROSE: ['#f8d5c4', '#dc9b7f', '#a0604a'],
};

/** Stone outlines centred on (0, 0), about 44 units tall. */
const STONE_PATHS: Record<Shape, string> = {
  ROUND: 'M0,-21A21,21 0 1 1 0,21A21,21 0 1 1 0,-21Z',
  OVAL: 'M0,-24A16,24 0 1 1 0,24A16,24 0 1 1 0,-24Z',
  PEAR: 'M0,-25C9,-13 17,-2 17,8A17,17 0 0 1 -17,8C-17,-2 -9,-13 0,-25Z',
  MARQUISE: 'M0,-26Q20,0 0,26Q-20,0 0,-26Z',
  EMERALD: 'M-9,-22H9L15,-16V16L9,22H-9L-15,16V-16Z',
  BAGUETTE: 'M-8,-23H8V23H-8Z',
  PRINCESS: 'M-18,-18H18V18H-18Z',
  TRIANGULAR: 'M0,-21Q2,-21 22,14Q22,16 20,16H-20Q-22,16 -22,14Q-2,-21 0,-21Z',
};

/** Where the stones sit and what the gold looks like for each kind of jewel. */
function mount(category: Category, stone: (x: number, y: number, scale: number) => string): string {
  switch (category) {
    case 'EARRINGS':
      return [
        '<path d="M66,58v22M134,58v22" stroke="url(#gold)" stroke-width="4" stroke-linecap="round"/>',
        '<circle cx="66" cy="56" r="6" fill="url(#gold)"/><circle cx="134" cy="56" r="6" fill="url(#gold)"/>',
        stone(66, 108, 0.9),
        stone(134, 108, 0.9),
      ].join('');
    case 'NECKLACES':
      return [
        '<path d="M28,16Q100,168 172,16" fill="none" stroke="url(#gold)" stroke-width="3"/>',
        '<circle cx="100" cy="91" r="5" fill="none" stroke="url(#gold)" stroke-width="3"/>',
        stone(100, 122, 0.9),
      ].join('');
    case 'BRACELETS':
      return [
        '<ellipse cx="100" cy="108" rx="78" ry="40" fill="none" stroke="url(#gold)" stroke-width="9"/>',
        ...[-48, -24, 0, 24, 48].map((dx) => stone(100 + dx, 146 - Math.abs(dx) / 5, 0.42)),
      ].join('');
    default:
      return [
        '<ellipse cx="100" cy="122" rx="56" ry="52" fill="none" stroke="url(#gold)" stroke-width="11"/>',
        '<path d="M84,74L92,54M116,74L108,54" stroke="url(#gold)" stroke-width="5" stroke-linecap="round"/>',
        stone(100, 50, category === 'ENGAGEMENT_RINGS' ? 1 : 0.75),
      ].join('');
  }
}

/** A small, pretty product render: the piece in its gold colour with the stone's shape on top. */
export function renderProductSvg(input: { category: Category; shape: Shape; gold: GoldColour }): string {
  const [light, mid, shadow] = GOLD_TONES[input.gold];
  const outline = STONE_PATHS[input.shape];
  const stone = (x: number, y: number, scale: number) =>
    `<g transform="translate(${x} ${y}) scale(${scale})"><path d="${outline}" fill="url(#diamond)" stroke="#9aa7b4" stroke-width="1.2"/>` +
    `<path d="${outline}" fill="none" stroke="#ffffff" stroke-width="1" transform="scale(0.55)" opacity="0.9"/></g>`;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="600" height="600">' +
    '<defs>' +
    `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.5" stop-color="${mid}"/><stop offset="1" stop-color="${shadow}"/></linearGradient>` +
    '<radialGradient id="diamond" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="#e4eef6"/><stop offset="1" stop-color="#b7c8d8"/></radialGradient>' +
    '</defs>' +
    '<rect width="200" height="200" fill="#faf7f2"/>' +
    mount(input.category, stone) +
    '</svg>'
  );
}
