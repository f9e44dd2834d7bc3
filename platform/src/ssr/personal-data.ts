/**
 * True while a page is rendered on the server. A shopper's own data (cart, wishlist, orders) is read in
 * the browser only — `useCartQuery(locale, { skip: READ_IN_BROWSER_ONLY })` — so no server-rendered,
 * cacheable page carries it, and the server's HTML and the hydrating browser agree on the placeholder.
 */
export const READ_IN_BROWSER_ONLY = typeof window === 'undefined';
