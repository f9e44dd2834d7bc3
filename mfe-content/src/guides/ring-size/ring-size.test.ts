/**
 * Conversions checked against the table of ring-size-table.ts: ISO 8653 Italian/EU scale (inner
 * circumference in mm − 40), US sizes (inner diameter 11.63 mm + 0.8128 mm per size) and UK sizes
 * (BS 6820: A = 37.8 mm, + 1.25 mm per letter), as tabulated side by side in the "Ring size" table of
 * Wikipedia (https://en.wikipedia.org/wiki/Ring_size). The expected rows below are written out here from
 * those definitions (IT = circumference − 40, US and UK to the nearest half size), not read back from the
 * module's table.
 */
import { parseMillimetres, ringSize, RING_SIZE_RANGE } from './ring-size';
import { RING_SIZE_TABLE } from './ring-size-table';

const sizeOf = (measurement: 'diameter' | 'circumference', mm: number) => {
  const result = ringSize(measurement, mm);
  if (result.kind !== 'size') throw new Error(`expected a size for ${measurement} ${mm}, got ${result.kind}`);
  return { it: result.row.it, us: result.row.us, uk: result.row.uk };
};

describe('finger circumference → sizes', () => {
  test.each([
    // circumference mm, Italian/EU, US, UK
    [44, 4, 3, 'F'],
    [49, 9, 5, 'J'],
    [52, 12, 6, 'L½'],
    [54, 14, 7, 'N'],
    [57, 17, 8, 'P½'],
    [62, 22, 10, 'T½'],
    [64, 24, 11, 'V'],
  ] as const)('%d mm → IT %d, US %d, UK %s', (mm, it, us, uk) => {
    expect(sizeOf('circumference', mm)).toEqual({ it, us, uk });
  });
});

describe('ring inner diameter → sizes', () => {
  test.each([
    // diameter mm (published to 0.1 mm), Italian/EU, US, UK
    [14.0, 4, 3, 'F'],
    [15.9, 10, 5.5, 'K'],
    [16.6, 12, 6, 'L½'],
    [17.2, 14, 7, 'N'],
    [18.1, 17, 8, 'P½'],
    [19.7, 22, 10, 'T½'],
    [20.4, 24, 11, 'V'],
  ] as const)('%d mm → IT %d, US %d, UK %s', (mm, it, us, uk) => {
    expect(sizeOf('diameter', mm)).toEqual({ it, us, uk });
  });

  test('every row of the table reads back to its own size from its diameter and its circumference', () => {
    for (const row of RING_SIZE_TABLE) {
      expect(sizeOf('diameter', row.diameterMm).it).toBe(row.it);
      expect(sizeOf('circumference', row.circumferenceMm).it).toBe(row.it);
      expect(row.circumferenceMm - 40).toBe(row.it);
    }
  });
});

describe('rounding: nearest whole Italian size, half-way goes up', () => {
  test('circumference just under, at and over the half-way point', () => {
    expect(sizeOf('circumference', 54.49).it).toBe(14);
    expect(sizeOf('circumference', 54.5).it).toBe(15);
    expect(sizeOf('circumference', 53.5).it).toBe(14);
    expect(sizeOf('circumference', 53.49).it).toBe(13);
  });

  test('diameter: 17.35 mm is 54.51 mm around (size 15), 17.34 mm is 54.48 mm (size 14)', () => {
    expect(sizeOf('diameter', 17.35).it).toBe(15);
    expect(sizeOf('diameter', 17.34).it).toBe(14);
  });
});

describe('out of range and invalid input', () => {
  test('below the first size', () => {
    expect(ringSize('circumference', 40.49)).toEqual({ kind: 'tooSmall', min: 40.5 });
    expect(ringSize('circumference', 40.5)).toMatchObject({ kind: 'size', row: { it: 1 } });
    expect(ringSize('diameter', 12)).toEqual({ kind: 'tooSmall', min: RING_SIZE_RANGE.diameter.min });
  });

  test('from half a size above the last one', () => {
    expect(ringSize('circumference', 69.49)).toMatchObject({ kind: 'size', row: { it: 29 } });
    expect(ringSize('circumference', 69.5)).toEqual({ kind: 'tooLarge', max: 69.5 });
    expect(ringSize('diameter', 23)).toEqual({ kind: 'tooLarge', max: RING_SIZE_RANGE.diameter.max });
  });

  test('nothing measured', () => {
    expect(ringSize('circumference', 0)).toEqual({ kind: 'invalid' });
    expect(ringSize('diameter', Number.NaN)).toEqual({ kind: 'invalid' });
  });

  test('millimetres typed with a point or a comma; anything else is not a number', () => {
    expect(parseMillimetres('17.3')).toBe(17.3);
    expect(parseMillimetres(' 17,3 ')).toBe(17.3);
    expect(parseMillimetres('54')).toBe(54);
    expect(parseMillimetres('')).toBeNaN();
    expect(parseMillimetres('17.3.1')).toBeNaN();
    expect(parseMillimetres('-5')).toBeNaN();
    expect(parseMillimetres('17mm')).toBeNaN();
  });
});
