import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLocationHref, useNavigate } from '@ama/platform';

interface QueryLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The query of the same page to show ('?page=2', '' for none). */
  search: string;
  children: ReactNode;
}

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link to the same page with another query (a list's next page): a real href (a new tab, a copied
 * link), followed by the island's own router, so the island keeps its state and asks only for the
 * new data (docs/adr-009-islands.md: a query-only change is the island's to handle).
 */
export function QueryLink({ search, children, onClick, ...rest }: QueryLinkProps) {
  const navigate = useNavigate();
  const path = useLocationHref().split('?')[0] ?? '';
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate({ search });
  };
  return (
    <a {...rest} href={path + search} onClick={follow}>
      {children}
    </a>
  );
}
