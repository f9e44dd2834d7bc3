import type { CartOptionsInput } from '@ama/contracts';
import { LocaleLink, READ_IN_BROWSER_ONLY, useLocale, useTranslation } from '@ama/platform';
import { Button, icons } from '@ama/shared-ui';
import { useRemoveFromWishlistMutation, useSaveToWishlistMutation, useWishlistQuery } from '../api';

interface WishlistButtonProps {
  sku: string;
  /** The configuration so far, kept with the saved piece so it can later go to the cart as chosen. */
  options: CartOptionsInput;
}

/**
 * Saves the piece in the visitor's wishlist, or takes it out again (a toggle, aria-pressed). The
 * wishlist is personal: it is read in the browser only, so the server's HTML shows "Add to wishlist".
 */
export function WishlistButton({ sku, options }: WishlistButtonProps) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const { data: wishlist } = useWishlistQuery(locale, { skip: READ_IN_BROWSER_ONLY });
  const [save, saving] = useSaveToWishlistMutation();
  const [remove, removing] = useRemoveFromWishlistMutation();
  const saved = wishlist?.items.some((item) => item.sku === sku) ?? false;
  const failed = saving.isError || removing.isError;

  const toggle = () => {
    saving.reset();
    removing.reset();
    void (saved ? remove({ locale, sku }) : save({ locale, sku, options }));
  };

  return (
    <div className="ama-wishlist-button">
      <Button
        theme="white"
        size="l"
        fullWidth
        aria-pressed={saved}
        loading={saving.isLoading || removing.isLoading}
        icon={<icons.Heart aria-hidden fill={saved ? 'currentColor' : 'none'} />}
        onClick={toggle}
      >
        {saved ? t('wishlist.saved') : t('wishlist.add')}
      </Button>
      <div aria-live="polite">
        {saved && saving.isSuccess && (
          <p className="ama-wishlist-button__note">
            {t('wishlist.savedNote')} <LocaleLink to="/wishlist">{t('wishlist.view')}</LocaleLink>
          </p>
        )}
      </div>
      {failed && (
        <p className="ama-wishlist-button__error" role="alert">
          {t('wishlist.error')}
        </p>
      )}
    </div>
  );
}
