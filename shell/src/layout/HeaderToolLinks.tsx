import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink, RemoteFragment } from '@ama/platform';
import { icons, toolLinkClassName, ToolLinkContent } from '@ama/shared-ui';

/** The link as it is before (and without) its remote's fragment: the server's HTML, no count. */
function PlainToolLink({ to, label, icon, unavailable = false }: { to: string; label: string; icon: ReactNode; unavailable?: boolean }) {
  return (
    <LocaleLink to={to} className={toolLinkClassName(unavailable)} aria-label={label}>
      <ToolLinkContent icon={icon} unavailable={unavailable} />
    </LocaleLink>
  );
}

/**
 * The wishlist and the cart in the header. Their counts are personal, so they come from the owning
 * remotes' fragments in the browser (the catalogue's WishlistLink, the cart's MiniCart); the server
 * renders the plain links, which stay usable when a remote is down, and the cart then says so.
 */
export function HeaderToolLinks() {
  const { t } = useTranslation('shell');
  const wishlist = <PlainToolLink to="/wishlist" label={t('nav.wishlist')} icon={<icons.Heart aria-hidden />} />;
  return (
    <>
      <RemoteFragment id="mfe_catalog/WishlistLink" load="idle" placeholder={wishlist} unavailable={wishlist} />
      <RemoteFragment
        id="mfe_cart_checkout/MiniCart"
        load="idle"
        placeholder={<PlainToolLink to="/cart" label={t('nav.cart')} icon={<icons.ShoppingBag aria-hidden />} />}
        unavailable={<PlainToolLink to="/cart" label={t('nav.cartUnavailable')} icon={<icons.ShoppingBag aria-hidden />} unavailable />}
      />
    </>
  );
}
