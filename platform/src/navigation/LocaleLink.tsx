import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLocale } from '../remote/use-locale';
import { resolveTarget, safeNavigate } from './safe-navigate';

export interface LocaleLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** '/cart' (gets the current locale), '/de/cart' (kept), or an allowlisted external URL. */
  to: string;
  children: ReactNode;
}

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link that keeps the locale and moves between apps without a reload. Modifier and middle clicks
 * keep the browser's behaviour (new tab/window). An unsafe target renders as plain text, not a link.
 */
export function LocaleLink({ to, children, onClick, target, rel, ...rest }: LocaleLinkProps) {
  const locale = useLocale();
  const { verdict, href } = resolveTarget(to, { locale });
  if (href === undefined) return <span {...(rest as AnchorHTMLAttributes<HTMLSpanElement>)}>{children}</span>;

  const external = verdict.kind === 'external';
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || external || !isPlainLeftClick(event)) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    safeNavigate(href, { locale });
  };

  return (
    <a {...rest} href={href} target={target} rel={rel ?? (external ? 'noopener noreferrer' : undefined)} onClick={handleClick}>
      {children}
    </a>
  );
}
