import fc from 'fast-check';
import { paidPerLine, type PricedLine } from './return-rules';

/** An order: lines of any price and quantity, and a discount of at most its subtotal. */
const orders = fc
  .array(fc.record({ unitCents: fc.integer({ min: 0, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 10 }) }), { minLength: 1, maxLength: 12 })
  .chain((specs) => {
    const lines: PricedLine[] = specs.map((spec, index) => ({ position: index + 1, lineTotalCents: spec.unitCents * spec.quantity }));
    const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
    return fc.record({
      lines: fc.constant(lines),
      subtotalCents: fc.constant(subtotalCents),
      discountCents: fc.integer({ min: 0, max: subtotalCents }),
      // Which return each line goes back in: any partition of the order's lines.
      parts: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: lines.length, maxLength: lines.length }),
    });
  });

describe('what a returned line is worth (return-rules.ts)', () => {
  it('any partition of an order’s lines adds up to exactly what was paid for them, never a cent more', () => {
    fc.assert(
      fc.property(orders, ({ lines, subtotalCents, discountCents, parts }) => {
        const paid = paidPerLine(lines, { subtotalCents, discountCents });
        const returns = new Map<number, number>();
        lines.forEach((line, index) => returns.set(parts[index]!, (returns.get(parts[index]!) ?? 0) + paid.get(line.position)!));
        const total = [...returns.values()].reduce((sum, amount) => sum + amount, 0);
        expect(total).toBe(subtotalCents - discountCents);
      }),
      { numRuns: 2_000 },
    );
  });

  it('each line is its total less its share of the discount, the share off by less than a cent, and never below nothing', () => {
    fc.assert(
      fc.property(orders, ({ lines, subtotalCents, discountCents }) => {
        const paid = paidPerLine(lines, { subtotalCents, discountCents });
        for (const line of lines) {
          const exact = subtotalCents === 0 ? line.lineTotalCents : line.lineTotalCents - (discountCents * line.lineTotalCents) / subtotalCents;
          expect(Math.abs(paid.get(line.position)! - exact)).toBeLessThan(1);
          expect(paid.get(line.position)!).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('three equal pieces and a €1 code: the cent the thirds leave over goes to the first piece', () => {
    const lines = [1, 2, 3].map((position) => ({ position, lineTotalCents: 119_000 }));
    expect([...paidPerLine(lines, { subtotalCents: 357_000, discountCents: 100 }).values()]).toEqual([118_966, 118_967, 118_967]);
  });
});
