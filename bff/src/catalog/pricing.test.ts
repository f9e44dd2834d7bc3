import { priceConfiguration, type ProductOptionRow } from './pricing';

const option = (type: ProductOptionRow['type'], value: string, priceDeltaCents = 0, isDefault = false, maxLength: number | null = null): ProductOptionRow => ({
  type,
  value,
  label: `${type}:${value}`,
  priceDeltaCents,
  isDefault,
  maxLength,
});

const ring = [
  option('GOLD_COLOUR', 'WHITE', 0, true),
  option('GOLD_COLOUR', 'ROSE'),
  option('SIZE', '12'),
  option('SIZE', '14'),
  option('CARAT', '0.30', 0, true),
  option('CARAT', '1.00', 290_000),
  option('STONE', 'LAB_DIAMOND', 0, true),
  option('MATERIAL', 'RECYCLED_GOLD_18KT', 0, true),
  option('WRITING', 'TEXT', 5_000, false, 10),
];

describe('priceConfiguration', () => {
  it('prices the defaults at the list price', () => {
    const result = priceConfiguration(190_000, ring, {});
    expect(result).toEqual({ ok: true, priceCents: 190_000, lines: expect.any(Array) });
    if (result.ok) expect(result.lines.map((line) => line.value)).toEqual(['WHITE', '0.30', 'LAB_DIAMOND', 'RECYCLED_GOLD_18KT']);
  });

  it('adds carat steps and the engraving fee', () => {
    const result = priceConfiguration(190_000, ring, { gold: 'rose', size: '14', carat: '1.00', engraving: 'Per sempre' });
    expect(result.ok && result.priceCents).toBe(190_000 + 290_000 + 5_000);
  });

  it('names every field the product does not offer', () => {
    expect(priceConfiguration(190_000, ring, { carat: '3.00', size: '30', engraving: 'Forevermore!' })).toEqual({
      ok: false,
      fields: { carat: expect.stringContaining('0.30, 1.00'), size: expect.any(String), engraving: 'At most 10 characters' },
    });
    const pendant = ring.filter((row) => row.type !== 'WRITING' && row.type !== 'SIZE');
    expect(priceConfiguration(100_000, pendant, { engraving: 'Hi', size: '12' })).toEqual({
      ok: false,
      fields: { engraving: 'This product cannot be engraved', size: 'This product has no such option' },
    });
  });
});
