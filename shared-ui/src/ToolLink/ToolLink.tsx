import type { ReactNode } from 'react';
import './ToolLink.css';

export interface ToolLinkContentProps {
  /** The decorative icon (aria-hidden). */
  icon: ReactNode;
  /** Pieces to show on the icon; nothing is shown for 0 or undefined. */
  count?: number;
  /** A muted look with a warning dot, e.g. while the cart cannot be reached. */
  unavailable?: boolean;
}

/** Above this the badge reads "99+", so it never outgrows the icon. */
const MAX_SHOWN = 99;

/**
 * What goes inside a header tool link (wishlist, cart): the icon and a count badge. The link itself is
 * the caller's (routing is not the design system's), with `toolLinkClassName` and an aria-label that
 * says the count in words; the badge is decorative.
 */
export function ToolLinkContent({ icon, count, unavailable = false }: ToolLinkContentProps) {
  return (
    <>
      {icon}
      {count !== undefined && count > 0 && (
        <span className="ama-tool-link__badge" aria-hidden="true">
          {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
        </span>
      )}
      {unavailable && <span className="ama-tool-link__warning" aria-hidden="true" />}
    </>
  );
}

export const toolLinkClassName = (unavailable = false) => (unavailable ? 'ama-tool-link ama-tool-link--unavailable' : 'ama-tool-link');
