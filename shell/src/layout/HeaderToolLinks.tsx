import { useState, type ReactNode } from 'react';
import type { VisitorCounts } from '@ama/contracts';
import { api, LocaleLink, READ_IN_BROWSER_ONLY, RemoteFragment, useTranslation } from '@ama/platform';
import { icons, toolLinkClassName, ToolLinkContent } from '@ama/shared-ui';

/**
 * The header's counts in one small request (GET /api/visitor/counts), so no page loads the cart's or
 * the catalogue's code just to draw two badges. Every cart or wishlist write invalidates them, and so
 * does anything that invalidates the cart or the wishlist (an order placed, a piece moved to the cart).
 */
const countsApi = api.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    visitorCounts: build.query<VisitorCounts, void>({
      query: () => ({ url: 'visitor/counts' }),
      // A badge that cannot be read stays without a number: no toast on every page for it.
      extraOptions: { silent: true },
      providesTags: ['VisitorCounts', 'Cart', 'Wishlist'],
    }),
  }),
});

interface ToolLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  count?: number;
  unavailable?: boolean;
  /** A class of the header's own, for its layout (layout.css). */
  className?: string;
}

function ToolLink({ to, label, icon, count, unavailable = false, className }: ToolLinkProps) {
  return (
    <LocaleLink to={to} className={className ? `${toolLinkClassName(unavailable)} ${className}` : toolLinkClassName(unavailable)} aria-label={label}>
      <ToolLinkContent icon={icon} count={count} unavailable={unavailable} />
    </LocaleLink>
  );
}

/**
 * The wishlist and the cart in the header, with their counts. The counts are personal: the server
 * renders the plain links, the browser asks for the numbers. The cart's summary on hover is the cart
 * remote's MiniCart, loaded when a mouse first comes over the cart (the summary is a visual extra,
 * hidden from assistive technology; the link says the count in words).
 */
export function HeaderToolLinks() {
  const { t } = useTranslation('shell');
  const { data: counts } = countsApi.useVisitorCountsQuery(undefined, { skip: READ_IN_BROWSER_ONLY });
  const [summaryWanted, setSummaryWanted] = useState(false);
  const cartItems = counts?.cartItems ?? 0;
  const wishlistItems = counts?.wishlistItems ?? 0;
  const cart = <ToolLink to="/cart" label={counts ? t('nav.cartCount', { count: cartItems }) : t('nav.cart')} icon={<icons.ShoppingBag aria-hidden />} count={cartItems} />;
  return (
    <>
      <ToolLink
        to="/wishlist"
        className="ama-header__wishlist"
        label={counts ? t('nav.wishlistCount', { count: wishlistItems }) : t('nav.wishlist')}
        icon={<icons.Heart aria-hidden />}
        count={wishlistItems}
      />
      <div
        className="ama-header__cart"
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') setSummaryWanted(true);
        }}
      >
        {summaryWanted ? (
          <RemoteFragment
            id="mfe_cart_checkout/MiniCart"
            load="now"
            placeholder={cart}
            unavailable={<ToolLink to="/cart" label={t('nav.cartUnavailable')} icon={<icons.ShoppingBag aria-hidden />} unavailable />}
          />
        ) : (
          cart
        )}
      </div>
    </>
  );
}
