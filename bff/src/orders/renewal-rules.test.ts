import { renewability, renewalBlock, renewalWindowEnd } from './renewal-rules';

describe('the warranty renewal’s rules (docs/services.md#warranty-renewal)', () => {
  it('ends the two years at midnight in Italy at the start of the placing day’s anniversary, whatever the hour of the order', () => {
    // Placed on 10 March 2026 at 00:30 in Rome (still 9 March in UTC): its Italian day is the 10th.
    expect(renewalWindowEnd(new Date('2026-03-09T23:30:00Z')).toISOString()).toBe('2028-03-09T23:00:00.000Z');
    // Placed in summer time, the anniversary in winter time or not: midnight in Rome either way.
    expect(renewalWindowEnd(new Date('2026-07-15T10:00:00Z')).toISOString()).toBe('2028-07-14T22:00:00.000Z');
    // 29 February: the anniversary of a common year is 1 March.
    expect(renewalWindowEnd(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2030-02-28T23:00:00.000Z');
  });

  it('refuses a piece not delivered, after the two years, or renewed already, the whole order’s reasons first', () => {
    const placedAt = new Date('2026-03-10T10:00:00Z');
    const context = { delivered: true, placedAt, now: new Date('2026-06-01T10:00:00Z'), renewed: new Set([2]) };
    expect(renewalBlock(1, context)).toBeNull();
    expect(renewalBlock(2, context)).toBe('already_requested');
    expect(renewalBlock(1, { ...context, delivered: false })).toBe('not_delivered');
    expect(renewalBlock(1, { ...context, now: new Date('2028-03-09T22:59:59Z') })).toBeNull();
    expect(renewalBlock(1, { ...context, now: new Date('2028-03-09T23:00:00Z') })).toBe('too_old');
    expect(renewalBlock(2, { ...context, now: new Date('2028-03-10T10:00:00Z') })).toBe('too_old');
  });

  it('charges €30 to the EU area, Switzerland, San Marino, the Vatican, Liechtenstein, Monaco and Andorra included, and €50 elsewhere', () => {
    const context = { delivered: true, placedAt: new Date('2026-03-10T10:00:00Z'), now: new Date('2026-06-01T10:00:00Z'), renewed: new Set<number>() };
    for (const country of ['IT', 'de', 'CH', 'SM', 'VA', 'LI', 'MC', 'AD'])
      expect(renewability([1], country, context)).toMatchObject({ area: 'eu_area', contributionCents: 3_000 });
    for (const country of ['US', 'GB', 'NO', 'JP']) expect(renewability([1], country, context)).toMatchObject({ area: 'elsewhere', contributionCents: 5_000 });
    expect(renewability([1, 2], 'IT', context)).toEqual({
      until: '2028-03-09T23:00:00.000Z',
      area: 'eu_area',
      contributionCents: 3_000,
      lines: [
        { position: 1, block: null },
        { position: 2, block: null },
      ],
    });
  });
});
