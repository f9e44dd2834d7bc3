import type { FragmentProps } from '@ama/contracts';
import { createFragment, LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { icons, toolLinkClassName, ToolLinkContent } from '@ama/shared-ui';
import { useWishlistQuery } from '../api';
import { messageLoader } from '../i18n/load-messages';

/** The header's heart with the number of saved pieces, kept current by every wishlist write. */
function HeaderWishlistLink() {
  const { t } = useTranslation('catalog');
  const { data: wishlist } = useWishlistQuery(useLocale());
  const count = wishlist?.count ?? 0;
  return (
    <LocaleLink to="/wishlist" className={toolLinkClassName()} aria-label={t('wishlist.headerLabel', { count })}>
      <ToolLinkContent icon={<icons.Heart aria-hidden />} count={count} />
    </LocaleLink>
  );
}

/** Exposed as 'mfe_catalog/WishlistLink': used by the shell's header; no props (ADR 007). */
export const WishlistLink = createFragment<FragmentProps['mfe_catalog/WishlistLink']>({
  remote: 'mfe_catalog',
  fragment: 'WishlistLink',
  namespace: 'catalog',
  messages: messageLoader,
  Component: HeaderWishlistLink,
});

export default WishlistLink;
