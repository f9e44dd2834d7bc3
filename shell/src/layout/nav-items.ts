import { CATEGORIES, COLLECTIONS, SHAPES, SHOP_CONTACTS, shopPhoneUrl, shopWhatsAppUrl, toSlug } from '@ama/contracts';

/** A header/footer link: a translation key and a path without the locale prefix. */
export interface NavLink {
  key: string;
  to: string;
}

export interface NavGroup {
  id: 'shop' | 'collections' | 'shapes';
  key: string;
  links: NavLink[];
}

/** Menu entries (docs/requirements.md#navigation): shop (jewels) with the categories, collections and shapes as submenus. */
export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'shop',
    key: 'nav.shop',
    links: [{ key: 'nav.allJewels', to: '/results' }, ...CATEGORIES.map((category) => ({ key: `categories.${category}`, to: `/results?category=${category}` }))],
  },
  {
    id: 'collections',
    key: 'nav.collections',
    links: COLLECTIONS.map((collection) => ({ key: `collections.${collection}`, to: `/collections/${toSlug(collection)}` })),
  },
  {
    id: 'shapes',
    key: 'nav.shapes',
    links: SHAPES.map((shape) => ({ key: `shapes.${shape}`, to: `/shapes/${toSlug(shape)}` })),
  },
];

export const NAV_LINKS: NavLink[] = [
  { key: 'nav.aboutUs', to: '/about-us' },
  { key: 'nav.sustainability', to: '/sustainability' },
  { key: 'nav.zeroMining', to: '/zero-mining' },
  { key: 'nav.guides', to: '/guides' },
  { key: 'nav.bookAppointment', to: '/book-an-appointment' },
];

/**
 * The mobile menu has room for more than the desktop bar, which at 1280 px already holds the shop's
 * entries in German: there the club's sign-up and the store locator sit beside them (on desktop they
 * are in the footer, and the club's pages link the sign-up).
 */
export const MOBILE_MENU_LINKS: NavLink[] = [...NAV_LINKS, { key: 'nav.joinClub', to: '/club/sign-up' }, { key: 'footer.storeLocator', to: '/store-locator' }];

export const FOOTER_COLUMNS: { key: string; links: NavLink[] }[] = [
  {
    key: 'footer.shop',
    links: [
      { key: 'nav.allJewels', to: '/results' },
      { key: 'footer.wishlist', to: '/wishlist' },
      { key: 'footer.club', to: '/club' },
      { key: 'footer.joinClub', to: '/club/sign-up' },
      { key: 'footer.events', to: '/events' },
      { key: 'footer.casaAma', to: '/casa-ama' },
    ],
  },
  {
    key: 'footer.help',
    links: [
      { key: 'nav.bookAppointment', to: '/book-an-appointment' },
      { key: 'footer.storeLocator', to: '/store-locator' },
      { key: 'footer.helpCentre', to: '/help' },
      { key: 'footer.ringSize', to: '/guides/ring-size' },
      { key: 'footer.jewellers', to: '/jewellers' },
    ],
  },
  {
    key: 'footer.legal',
    links: [
      { key: 'footer.privacyPolicy', to: '/privacy-policy' },
      { key: 'footer.cookiePolicy', to: '/cookie-policy' },
      { key: 'footer.returnPolicy', to: '/return-policy' },
      { key: 'footer.warrantyReturns', to: '/warranty-returns' },
      { key: 'footer.clubTerms', to: '/club/terms' },
    ],
  },
];

/** The brand's contacts (footer), from contracts: the help and policy pages show the same. */
export const CONTACTS = { email: SHOP_CONTACTS.email, phone: SHOP_CONTACTS.phone, phoneUrl: shopPhoneUrl(), whatsapp: shopWhatsAppUrl() } as const;
