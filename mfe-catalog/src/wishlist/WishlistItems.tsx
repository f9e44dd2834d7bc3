import { useRef, useState } from 'react';
import type { WishlistItem } from '@ama/contracts';
import { LocaleLink, useTranslation } from '@ama/platform';
import { WishlistEntry } from './WishlistEntry';
import './wishlist.css';

interface WishlistItemsProps {
  items: readonly WishlistItem[];
  compact?: boolean;
}

/**
 * The saved pieces, and what just happened to one of them. A piece moved to the cart leaves the list,
 * so the "added to cart" state is told here, where the focus goes too instead of to nowhere.
 */
export function WishlistItems({ items, compact = false }: WishlistItemsProps) {
  const { t } = useTranslation('catalog');
  const status = useRef<HTMLParagraphElement>(null);
  const [last, setLast] = useState<{ name: string; movedToCart: boolean } | null>(null);

  const onLeft = (item: WishlistItem, movedToCart: boolean) => {
    setLast({ name: item.name, movedToCart });
    requestAnimationFrame(() => status.current?.focus());
  };

  return (
    <>
      <p ref={status} className="ama-wishlist__status" role="status" tabIndex={-1}>
        {last?.movedToCart && (
          <>
            {t('wishlist.moved', { name: last.name })} <LocaleLink to="/cart">{t('wishlist.viewCart')}</LocaleLink>
          </>
        )}
        {last && !last.movedToCart && t('wishlist.removed', { name: last.name })}
      </p>
      {items.length > 0 && (
        <ul className={compact ? 'ama-wishlist__items ama-wishlist__items--compact' : 'ama-wishlist__items'}>
          {items.map((item) => (
            <WishlistEntry key={item.sku} item={item} compact={compact} onLeft={onLeft} />
          ))}
        </ul>
      )}
    </>
  );
}
