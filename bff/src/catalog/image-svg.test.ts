import { CATEGORIES, GOLD_COLOURS, SHAPES } from '@ama/contracts';
import { renderProductSvg } from './image-svg';

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
});
