import { RemoteFragment } from '@ama/platform';

/**
 * The newsletter popup (spec §2, §9), the club's fragment. The contract: 'mfe_club/NewsletterPopup'
 * takes no props and decides itself when to show (once per visitor, never on the purchase path or over
 * another dialog; docs/newsletter.md). Loaded when the page is idle, after the load event, so it never
 * competes with the first paint; its dialog's code loads only when it is about to show. With the club's
 * remote down there is nothing: no placeholder, no fallback.
 */
export function NewsletterPopupSlot() {
  return <RemoteFragment id="mfe_club/NewsletterPopup" load="idle" />;
}
