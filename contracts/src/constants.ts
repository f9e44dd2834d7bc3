/**
 * Business constants and limits (docs/requirements.md) in one place, so the BFF and every front
 * end read the same figure. Money is always an integer number of euro cents.
 */

/** Currency of every price in the shop (ISO 4217). */
export const CURRENCY = 'EUR';

/**
 * The shop's time zone (IANA): the shop is in Italy, so its days (an order's date, a code's validity, the
 * club's years, the back office's filters) are Italian calendar days, whatever the server's or the
 * device's zone. A place's own zone (a store's, an event venue's) is data kept with the place.
 */
export const SHOP_TIME_ZONE = 'Europe/Rome';

/** Converts whole euros to integer cents: the only money unit in the API. */
export const euros = (amount: number): number => Math.round(amount * 100);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Club AMA (docs/requirements.md#club). */
export const CLUB = {
  /** First purchase at list price needed to join. */
  minFirstPurchaseCents: euros(2_000),
  /** Yearly spend at list price (calendar year) that makes a member ELITE. */
  eliteYearlySpendCents: euros(8_000),
  welcomeDiscount: { percent: 5, validDays: 45 },
  /** Valid from `windowDays` before to `windowDays` after the birthday. */
  birthdayDiscount: { percent: 15, windowDays: 30 },
  /** On the last receipt, at most `maxPerYear` times a year. */
  seasonalDiscount: { percent: 15, maxPerYear: 2 },
  /** Both the member and the friend get it, within `validDays`. */
  bringAFriendDiscount: { percent: 10, validDays: 45 },
  /** Charged only when the custom design is not put into production. */
  customDesignFeeCents: euros(150),
  termsChangeNoticeDays: 30,
  /** Free personalisation: one documented occasion per year. */
  freePersonalisationsPerYear: 1,
  /** ELITE jewellery loan: twice a year, at most 5 days each. */
  eliteLoan: { perYear: 2, maxDays: 5 },
  minimumAge: 18,
  residenceCountry: 'IT',
  /** Club discounts are not cumulative. */
  discountsCumulative: false,
} as const;

/** Newsletter popup offer (docs/requirements.md#newsletter). */
export const NEWSLETTER = { firstPurchaseDiscountPercent: 10 } as const;

/**
 * reCAPTCHA v3 (docs/requirements.md#forms; docs/recaptcha.md): the request header a protected
 * form's token travels in (the body schemas are strict), and the action each form executes; the BFF
 * refuses a token obtained for another action.
 */
export const RECAPTCHA = {
  tokenHeader: 'x-recaptcha-token',
  actions: { newsletter: 'newsletter', clubSignUp: 'club_signup', appointment: 'appointment', eventRegistration: 'event_registration' },
} as const;
export type RecaptchaAction = (typeof RECAPTCHA.actions)[keyof typeof RECAPTCHA.actions];

/** Returns and refunds (docs/requirements.md#shop). */
export const RETURNS = {
  /** Days from receipt within which a return can be requested. */
  windowDays: 14,
  refundWorkingDays: 15,
  exchangeVoucherValidityMonths: 12,
  /** Stones of this weight or more cannot be returned. */
  nonReturnableFromCarat: 1,
  nonReturnable: ['ENGRAVED', 'PERSONALISED', 'STONE_FROM_ONE_CARAT'],
} as const;

/** Countries of the "EU area" for the warranty shipping contribution (ISO 3166-1 alpha-2). */
export const EU_AREA_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  // Explicitly included by the warranty terms.
  'CH',
  'SM',
  'VA',
  'LI',
  'MC',
  'AD',
] as const;
export type EuAreaCountry = (typeof EU_AREA_COUNTRIES)[number];

/** Warranty: lifetime care, renewal service in the first 2 years (docs/requirements.md#shop). */
export const WARRANTY = {
  lifetimeCare: true,
  renewalServiceYears: 2,
  renewalService: ['CLEANING', 'RHODIUM_PLATING', 'STONE_CHECK'],
  shippingContributionCents: { euArea: euros(30), elsewhere: euros(50) },
} as const;

/** Warranty renewal shipping contribution for a destination country (ISO alpha-2, any case). */
export const warrantyShippingContributionCents = (countryCode: string): number =>
  (EU_AREA_COUNTRIES as readonly string[]).includes(countryCode.toUpperCase()) ? WARRANTY.shippingContributionCents.euArea : WARRANTY.shippingContributionCents.elsewhere;

/** Shipping is free, insured and worldwide (docs/requirements.md#shop). */
export const SHIPPING = { costCents: 0, insured: true, worldwide: true } as const;

/** Engraving (option type WRITING), docs/requirements.md#catalogue. */
export const ENGRAVING = { maxLength: 10 } as const;

/**
 * The Italian/EU ring sizes (ISO 8653: inner circumference in mm − 40) every ring is made in: the
 * catalogue's SIZE values, the listing's `?size=` and the ring-size guide's "shop rings in size N".
 */
export const RING_SIZE_RANGE = { min: 6, max: 24 } as const;

/** Cart bounds: enough for any real order, small enough that a script cannot bloat a cart. */
export const CART_LIMITS = { maxQuantityPerLine: 10, maxLines: 30 } as const;

/** Discount codes: their length, and how many attempts per IP and window before a 429 (no guessing). */
export const DISCOUNT_LIMITS = { codeMaxLength: 40, attemptsPerWindow: 10, attemptWindowSeconds: 600 } as const;

/** Wishlist bound per visitor. */
export const WISHLIST_LIMITS = { maxItems: 100 } as const;

/** Product facts (docs/requirements.md#shop). */
export const PRODUCT_FACTS = {
  goldCarat: 18,
  goldPurityPercent: 99.9,
  recycledGoldPercent: 100,
  minimumDiamondColour: 'F',
  minimumDiamondClarity: 'VS',
  /** IGI certificate for diamonds over this weight (if not drilled). */
  igiCertificateAboveCarat: 0.5,
  roundBrilliantFacets: 58,
  treesPlantedPerPiece: 1,
  workshop: 'Valenza',
} as const;

/**
 * The brand's customer-care contacts (the footer, the help section, and the returns policy: "write to the
 * customer e-mail"). One place, because the footer, the help and policy pages and the e-mails all show them.
 */
export const SHOP_CONTACTS = {
  email: 'customercare@ama-jewels.com',
  /** As printed; the WhatsApp link and tel: URL are derived from it. */
  phone: '+39 02 8088 1234',
} as const;

/** The shop's number as a tel: URL and as a WhatsApp chat link (digits only, no plus: wa.me's format). */
export const shopPhoneUrl = (): string => `tel:${SHOP_CONTACTS.phone.replace(/\s/g, '')}`;
export const shopWhatsAppUrl = (): string => `https://wa.me/${SHOP_CONTACTS.phone.replace(/\D/g, '')}`;

/**
 * The anonymous visitor cookie that keys the cart and the wishlist (set by the BFF, httpOnly): 400 days,
 * the longest lifetime browsers keep (RFC 6265bis); every write starts it again. Named here because the
 * cookie policy page lists it.
 */
export const VISITOR_COOKIE = { name: 'ama_visitor', maxAgeDays: 400 } as const;

/** Jewellery care tip: soak in white vinegar about 15 minutes. */
export const CARE = { whiteVinegarSoakMinutes: 15 } as const;

/**
 * HTTP client retry policy (docs/requirements.md#resilience): a read answered with one of `statuses` (or not answered at all)
 * is retried `getRetries` times; a write never is (a repeated POST could order or subscribe twice).
 * Applied by platform's base query.
 */
export const HTTP_RETRY = {
  statuses: [408, 409, 425, 429, 500, 502, 503, 504],
  getRetries: 1,
  writeRetries: 0,
} as const;

/** Release check and chunk-reload guard (docs/requirements.md#resilience). */
export const RELEASE = {
  buildCheckIntervalMs: 60 * 60 * 1000,
  reloadMarkerMs: 10_000,
  /** The sessionStorage key of the tab's last reload for a failed load (platform's failed-load-reload.ts). */
  reloadMarkerKey: 'ama:reloaded-at',
  /** First fetch of the route-rules meta is delayed unless the connection is very slow. */
  routeRulesFirstFetchDelayMs: 1_000,
} as const;

/** Icon service figures (docs/requirements.md#content). Recorded, not read: the shop self-hosts its icons and calls no icon service (docs/icons.md). */
export const ICONS = {
  fetchTimeoutMs: 500,
  requestTimeoutMs: 5_000,
  serverRotationDelayMs: 750,
  cacheMaxEntries: 50,
  cacheExpiryMs: 168 * 60 * 60 * 1000,
  maxUrlLength: 500,
} as const;

/*
 * Notifications (docs/requirements.md#errors): the toasts and modals any app may ask the shell to show, through
 * platform's queues. Only the vocabulary lives here. How each one looks and how long it stays
 * (toast lifetimes, tick, modal fade, tooltip and menu delays, button sizes and themes) belongs to
 * the design system, @ama/shared-ui, which depends on nothing of ours and so declares those itself;
 * the shell, where platform's queues meet shared-ui's components, has TypeScript check that every
 * type listed here is one shared-ui can render.
 */
export const TOAST_TYPES = ['success', 'info', 'warning', 'danger', 'denied'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export const TOAST_WIDTHS = ['normal', 'wide'] as const;
export type ToastWidth = (typeof TOAST_WIDTHS)[number];
export const MODAL_TYPES = ['success', 'info', 'danger', 'warning'] as const;
export type ModalType = (typeof MODAL_TYPES)[number];

/** The corporate event of docs/requirements.md#events: Milan showroom, 3 October 2024, 18:30 (Europe/Rome, CEST). */
export const MILAN_SHOWROOM_EVENT = {
  place: 'Milan showroom',
  city: 'Milan',
  startsAt: '2024-10-03T18:30:00+02:00',
  timeZone: 'Europe/Rome',
} as const;

/** Corporate events (docs/requirements.md#events; contracts/src/events.ts). */
export const EVENTS = {
  /** The venue's zone of an event staff create: the shop's, as every venue so far; each event keeps its own. */
  timeZone: SHOP_TIME_ZONE,
  keyMaxLength: 60,
  /** Companions one guest may bring (each takes a seat). */
  maxCompanions: 4,
  /** At or under this many free seats the page says how many are left. */
  fewSeatsThreshold: 10,
  /** Registrations and cancellations per IP and window (the newsletter's budget, separately counted). */
  writeRateLimit: 20,
  writeRateWindowSeconds: 600,
} as const;

/** Durations in milliseconds derived from day counts, for code that compares timestamps. */
export const daysToMs = (days: number): number => days * DAY_MS;

/** Limits of the catalogue endpoints' inputs. */
export const CATALOG_LIMITS = {
  defaultPageSize: 24,
  maxPageSize: 48,
  /** Every page of the largest catalogue the shop is sized for (CATALOG_PRODUCTS ≤ 200,000) at one a page. */
  maxPage: 200_000,
  searchMaxLength: 100,
  /** Upper bound of the price filter: one million euro, in cents. */
  maxPriceCents: 100_000_000,
  skuMaxLength: 40,
} as const;
