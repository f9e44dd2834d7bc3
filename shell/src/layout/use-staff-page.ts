import { isStaffPath, splitLocale } from '@ama/contracts';
import { useLocationHref } from '@ama/platform';

/**
 * Whether the current page is the back office's: it gets the staff frame instead of the shop's header,
 * footer and shopper overlays. Read from the address on the server and in the browser alike (so the
 * frame hydrates as rendered), and again after each client navigation.
 */
export function useStaffPage(): boolean {
  const path = useLocationHref().split('?')[0] ?? '/';
  return isStaffPath(splitLocale(path)?.rest ?? path);
}
