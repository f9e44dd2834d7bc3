import { useState, type ReactNode } from 'react';
import type { VisitorCounts } from '@ama/contracts';
import { LocaleLink, READ_IN_BROWSER_ONLY, RemoteFragment, useTranslation } from '@ama/platform';
import { icons, toolLinkClassName, ToolLinkContent } from '@ama/shared-ui';
import { LABEL_ATTRIBUTE_PREFIX, VISITOR_COUNT_ATTRIBUTE } from '../runtime/header-counts';
import { countsApi } from './visitor-counts-api';

interface ToolLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  count?: number;
  unavailable?: boolean;
  /** A class of the header's own, for its layout (layout.css). */
  className?: string;
  /** Which count it shows, and its name per plural form: what the page's plain code needs to draw it (runtime/header-counts.ts). */
  countOf?: keyof VisitorCounts;
}

/** Plural forms a shop language may name (CLDR's), of which each language's texts hold some. */
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
/** Each count's link name, "Cart, {{count}} pieces" in its plural forms. */
const COUNT_LABEL_KEYS: Record<keyof VisitorCounts, string> = { cartItems: 'nav.cartCount', wishlistItems: 'nav.wishlistCount' };

/** For a link that shows a count: which one, and its name for every plural form its texts hold, with the number left as {{count}}. */
function useCountAttributes(countOf: keyof VisitorCounts | undefined): Record<string, string> {
  const { i18n } = useTranslation('shell');
  if (!countOf) return {};
  const attributes: Record<string, string> = { [VISITOR_COUNT_ATTRIBUTE]: countOf };
  for (const form of PLURAL_FORMS) {
    const text: unknown = i18n.getResource(i18n.language, 'shell', `${COUNT_LABEL_KEYS[countOf]}_${form}`);
    if (typeof text === 'string') attributes[`${LABEL_ATTRIBUTE_PREFIX}${form}`] = text;
  }
  return attributes;
}

function ToolLink({ to, label, icon, count, unavailable = false, className, countOf }: ToolLinkProps) {
  const countAttributes = useCountAttributes(countOf);
  return (
    <LocaleLink to={to} className={className ? `${toolLinkClassName(unavailable)} ${className}` : toolLinkClassName(unavailable)} aria-label={label} {...countAttributes}>
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
  const cart = (
    <ToolLink
      to="/cart"
      label={counts ? t(COUNT_LABEL_KEYS.cartItems, { count: cartItems }) : t('nav.cart')}
      icon={<icons.ShoppingBag aria-hidden />}
      count={cartItems}
      countOf="cartItems"
    />
  );
  return (
    <>
      <ToolLink
        to="/wishlist"
        className="ama-header__wishlist"
        label={counts ? t(COUNT_LABEL_KEYS.wishlistItems, { count: wishlistItems }) : t('nav.wishlist')}
        icon={<icons.Heart aria-hidden />}
        count={wishlistItems}
        countOf="wishlistItems"
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
