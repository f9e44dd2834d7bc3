import {
  CARE,
  CLUB,
  CONSENT,
  ENGRAVING,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  EU_AREA_COUNTRIES,
  NEWSLETTER,
  PRODUCT_FACTS,
  RETURNS,
  SHOP_CONTACTS,
  VISITOR_COOKIE,
  WARRANTY,
  shopPhoneUrl,
  shopWhatsAppUrl,
  type Locale,
} from '@ama/contracts';

/** Countries the warranty names besides the EU (docs/requirements.md#shop); the EU itself is said in words. */
const NAMED_NON_EU = ['CH', 'SM', 'VA', 'LI', 'MC', 'AD'] as const satisfies readonly (typeof EU_AREA_COUNTRIES)[number][];

/**
 * The figures a content document may quote as `{{name}}`, formatted for the shopper's language. They come
 * from contracts' constants, so a policy page can never disagree with the checkout or the BFF.
 */
export function contentFacts(locale: Locale): Record<string, string> {
  const number = (value: number, digits = 0) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  const euro = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(cents / 100);
  const percent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);
  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });

  return {
    facets: number(PRODUCT_FACTS.roundBrilliantFacets),
    goldCarat: number(PRODUCT_FACTS.goldCarat),
    goldPurity: `${number(PRODUCT_FACTS.goldPurityPercent, 1)}`,
    recycledGold: percent(PRODUCT_FACTS.recycledGoldPercent),
    minColour: PRODUCT_FACTS.minimumDiamondColour,
    minClarity: PRODUCT_FACTS.minimumDiamondClarity,
    igiAboveCarat: number(PRODUCT_FACTS.igiCertificateAboveCarat, 2),
    treesPerPiece: number(PRODUCT_FACTS.treesPlantedPerPiece),
    workshop: PRODUCT_FACTS.workshop,
    engravingMax: number(ENGRAVING.maxLength),
    returnDays: number(RETURNS.windowDays),
    refundWorkingDays: number(RETURNS.refundWorkingDays),
    voucherMonths: number(RETURNS.exchangeVoucherValidityMonths),
    nonReturnableCarat: number(RETURNS.nonReturnableFromCarat),
    renewalYears: number(WARRANTY.renewalServiceYears),
    contributionEuArea: euro(WARRANTY.shippingContributionCents.euArea),
    contributionElsewhere: euro(WARRANTY.shippingContributionCents.elsewhere),
    euAreaExtras: list.format(NAMED_NON_EU.map((code) => countries.of(code) ?? code)),
    vinegarMinutes: number(CARE.whiteVinegarSoakMinutes),
    newsletterDiscount: percent(NEWSLETTER.firstPurchaseDiscountPercent),
    clubFirstPurchase: euro(CLUB.minFirstPurchaseCents),
    clubElite: euro(CLUB.eliteYearlySpendCents),
    customDesignFee: euro(CLUB.customDesignFeeCents),
    email: SHOP_CONTACTS.email,
    phone: SHOP_CONTACTS.phone,
    phoneUrl: shopPhoneUrl(),
    whatsappUrl: shopWhatsAppUrl(),
    consentCookie: CONSENT.cookieName,
    consentCookieDays: number(CONSENT.maxAgeDays),
    localeCookie: LOCALE_COOKIE,
    localeCookieDays: number(LOCALE_COOKIE_MAX_AGE_DAYS),
    visitorCookie: VISITOR_COOKIE.name,
    visitorCookieDays: number(VISITOR_COOKIE.maxAgeDays),
  };
}
