import type { CartOptionsInput } from './cart';

/**
 * The fragments a remote exposes for other apps to render with platform's `RemoteFragment`
 * (ADR 007): '<remote's federation name>/<exposed module>'. The exposing remote declares its props
 * with `FragmentProps[id]`, every host's `props` is checked against the same type, so a breaking
 * change to a fragment's props fails the type check of both sides (`npx tsc -b`). Types only: nothing
 * here is loaded or checked at runtime.
 */
export const FRAGMENTS = {
  addToCartButton: 'mfe_cart_checkout/AddToCartButton',
  miniCart: 'mfe_cart_checkout/MiniCart',
  wishlistLink: 'mfe_catalog/WishlistLink',
  wishlistStrip: 'mfe_catalog/WishlistStrip',
  newsletterSignup: 'mfe_club/NewsletterSignup',
  newsletterPopup: 'mfe_club/NewsletterPopup',
} as const;

export type FragmentId = (typeof FRAGMENTS)[keyof typeof FRAGMENTS];

/** A fragment that takes no props: a host may pass none (`props` may be left out, or `{}`). */
export type NoFragmentProps = Record<string, never>;

/** mfe_cart_checkout/AddToCartButton: the product page's add to cart. The cart prices the line. */
export interface AddToCartButtonProps {
  sku: string;
  /** The configured options (size, metal, …); none by default. */
  options?: CartOptionsInput;
  /** 1 by default. */
  quantity?: number;
  /** The host checks its own form first (a ring needs its size); false stops the add. */
  onBeforeAdd?: () => boolean;
}

/** 'footer': compact, fields side by side; 'page': one column; 'popup': under the popup's own title. */
export type NewsletterSignupVariant = 'footer' | 'page' | 'popup';

/** mfe_club/NewsletterSignup: the newsletter form. */
export interface NewsletterSignupProps {
  /** 'footer' by default. */
  variant?: NewsletterSignupVariant;
}

/** The props of every fragment, by id: `FragmentProps['mfe_cart_checkout/AddToCartButton']`. */
export interface FragmentProps {
  'mfe_cart_checkout/AddToCartButton': AddToCartButtonProps;
  'mfe_cart_checkout/MiniCart': NoFragmentProps;
  'mfe_catalog/WishlistLink': NoFragmentProps;
  'mfe_catalog/WishlistStrip': NoFragmentProps;
  'mfe_club/NewsletterSignup': NewsletterSignupProps;
  'mfe_club/NewsletterPopup': NoFragmentProps;
}

/** Both ways: every id has its props, and every entry of FragmentProps is a listed fragment. */
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type FragmentIdsAgree = Holds<Exactly<keyof FragmentProps, FragmentId>>;
