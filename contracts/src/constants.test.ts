import {
  CLUB,
  ENGRAVING,
  EU_AREA_COUNTRIES,
  HTTP_RETRY,
  MILAN_SHOWROOM_EVENT,
  MODAL,
  NEWSLETTER,
  RELEASE,
  RETURNS,
  TOAST,
  WARRANTY,
  euros,
  warrantyShippingContributionCents,
} from './index';

describe('business constants of spec §9', () => {
  it('keeps money in integer euro cents', () => {
    expect(euros(2_000)).toBe(200_000);
    expect(CLUB.minFirstPurchaseCents).toBe(200_000);
    expect(CLUB.eliteYearlySpendCents).toBe(800_000);
    expect(CLUB.customDesignFeeCents).toBe(15_000);
    expect(Number.isInteger(WARRANTY.shippingContributionCents.euArea)).toBe(true);
  });

  it('holds the club discounts and their windows', () => {
    expect(CLUB.welcomeDiscount).toEqual({ percent: 5, validDays: 45 });
    expect(CLUB.birthdayDiscount).toEqual({ percent: 15, windowDays: 30 });
    expect(CLUB.seasonalDiscount).toEqual({ percent: 15, maxPerYear: 2 });
    expect(CLUB.bringAFriendDiscount).toEqual({ percent: 10, validDays: 45 });
    expect(CLUB.termsChangeNoticeDays).toBe(30);
    expect(NEWSLETTER.firstPurchaseDiscountPercent).toBe(10);
  });

  it('holds the return and warranty figures', () => {
    expect(RETURNS.windowDays).toBe(14);
    expect(RETURNS.refundWorkingDays).toBe(15);
    expect(RETURNS.exchangeVoucherValidityMonths).toBe(12);
    expect(WARRANTY.renewalServiceYears).toBe(2);
    expect(ENGRAVING.maxLength).toBe(10);
  });

  it('charges the EU-area warranty contribution to the listed non-EU neighbours too', () => {
    for (const country of ['CH', 'SM', 'VA', 'LI', 'MC', 'AD', 'IT', 'de']) {
      expect(warrantyShippingContributionCents(country)).toBe(3_000);
    }
    expect(warrantyShippingContributionCents('US')).toBe(5_000);
    expect(warrantyShippingContributionCents('GB')).toBe(5_000);
    expect(new Set(EU_AREA_COUNTRIES).size).toBe(EU_AREA_COUNTRIES.length);
  });

  it('holds the client timings', () => {
    expect(HTTP_RETRY).toEqual({ statuses: [408, 409, 425, 429, 500, 502, 503, 504], getRetries: 1, writeRetries: 0 });
    expect(RELEASE.buildCheckIntervalMs).toBe(3_600_000);
    expect(RELEASE.reloadMarkerMs).toBe(10_000);
    expect(TOAST.timeoutMs).toEqual({ default: 2_000, warning: 10_000, denied: 10_000, danger: 20_000 });
    expect(MODAL.removeAfterCloseMs).toBe(200);
  });

  it('places the Milan showroom event on 3 October 2024 at 18:30 Rome time', () => {
    const start = new Date(MILAN_SHOWROOM_EVENT.startsAt);
    expect(start.toISOString()).toBe('2024-10-03T16:30:00.000Z');
    expect(new Intl.DateTimeFormat('it-IT', { timeZone: MILAN_SHOWROOM_EVENT.timeZone, hour: '2-digit', minute: '2-digit' }).format(start)).toBe('18:30');
  });
});
