import { EU_AREA_COUNTRIES, MILAN_SHOWROOM_EVENT, daysToMs, euros, warrantyShippingContributionCents } from './index';

// The constants themselves are not restated here: a test that compares a figure with its own literal
// cannot fail. What is tested is the behaviour built on them, and properties that a wrong edit breaks.

describe('money', () => {
  it('converts euros to integer cents, without floating-point leftovers', () => {
    expect(euros(2_000)).toBe(200_000);
    expect(euros(19.99)).toBe(1_999);
    expect(euros(0.1 + 0.2)).toBe(30);
  });
});

describe('warranty shipping contribution', () => {
  it('charges the EU-area contribution to the listed non-EU neighbours too, whatever the case', () => {
    for (const country of ['CH', 'SM', 'VA', 'LI', 'MC', 'AD', 'IT', 'de']) {
      expect(warrantyShippingContributionCents(country)).toBe(3_000);
    }
  });

  it('charges the higher contribution everywhere else', () => {
    expect(warrantyShippingContributionCents('US')).toBe(5_000);
    expect(warrantyShippingContributionCents('GB')).toBe(5_000);
  });

  it('lists each EU-area country once', () => {
    expect(new Set(EU_AREA_COUNTRIES).size).toBe(EU_AREA_COUNTRIES.length);
  });
});

describe('durations', () => {
  it('turns day counts into milliseconds', () => {
    expect(daysToMs(45)).toBe(3_888_000_000);
  });
});

describe('Milan showroom event', () => {
  it('places the event on 3 October 2024 at 18:30 Rome time (offset and time zone agree)', () => {
    const start = new Date(MILAN_SHOWROOM_EVENT.startsAt);
    expect(start.toISOString()).toBe('2024-10-03T16:30:00.000Z');
    expect(new Intl.DateTimeFormat('it-IT', { timeZone: MILAN_SHOWROOM_EVENT.timeZone, hour: '2-digit', minute: '2-digit' }).format(start)).toBe('18:30');
  });
});
