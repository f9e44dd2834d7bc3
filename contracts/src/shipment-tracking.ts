/**
 * Where a shopper follows a parcel: the carrier's own tracking page for the carriers the shop ships
 * with, found from the carrier's name as staff typed it ('DHL Express', 'poste italiane'). An unknown
 * carrier has no link; the number is still shown to copy.
 */
const TRACKING_PAGES: ReadonlyArray<{ names: RegExp; url: (number: string) => string }> = [
  { names: /\bdhl\b/, url: (number) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${number}` },
  { names: /\bups\b/, url: (number) => `https://www.ups.com/track?tracknum=${number}` },
  { names: /\bfed ?ex\b/, url: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}` },
  { names: /\bposte\b|\bsda\b/, url: (number) => `https://www.poste.it/cerca/index.html#/risultati-spedizioni/${number}` },
];

/** The carrier's tracking page for this number, or null for a carrier without a known page. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const name = carrier.toLowerCase();
  const page = TRACKING_PAGES.find(({ names }) => names.test(name));
  return page ? page.url(encodeURIComponent(trackingNumber.replace(/\s+/g, ''))) : null;
}

/** Card brands as printed on receipts, the same in every language ('visa' → 'Visa'). */
const CARD_BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** A card brand as the provider named it, written as on the card. */
export const cardBrandName = (brand: string): string => CARD_BRAND_NAMES[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
