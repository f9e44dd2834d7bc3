import { cardBrandName, trackingUrl } from './shipment-tracking';

describe("a parcel's tracking page", () => {
  it("links a known carrier's own page with the number, however staff wrote the name", () => {
    expect(trackingUrl('DHL Express', '12 3456 7890')).toBe('https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890');
    expect(trackingUrl('ups', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrl('FedEx', '449044304137821')).toContain('trknbr=449044304137821');
    expect(trackingUrl('Poste Italiane', 'RR123456785IT')).toContain('poste.it');
  });

  it('escapes what staff typed, and has no link for an unknown carrier or a missing number', () => {
    expect(trackingUrl('DHL', 'a&b#c')).toMatch(/tracking-id=a%26b%23c$/);
    expect(trackingUrl('Corriere Rossi', 'X1')).toBeNull();
    expect(trackingUrl('DHL', null)).toBeNull();
    expect(trackingUrl(null, '123')).toBeNull();
  });
});

describe('a card brand', () => {
  it('is written as on the card', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('maestro')).toBe('Maestro');
  });
});
