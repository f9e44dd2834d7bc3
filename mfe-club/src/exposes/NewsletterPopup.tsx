import { lazy, Suspense } from 'react';
import type { FragmentProps } from '@ama/contracts';
import { createFragment } from '@ama/platform';
import { usePopupTrigger } from '../popup/usePopupTrigger';

// The dialog, the form and their texts: a chunk of their own, fetched only when the popup is to show.
const NewsletterPopupDialog = lazy(() =>
  import(/* webpackChunkName: "newsletter-popup" */ '../popup/NewsletterPopupDialog').then(async (module) => {
    await module.dialogTexts();
    return module;
  }),
);

function NewsletterPopupTrigger() {
  const open = usePopupTrigger();
  return open ? (
    <Suspense fallback={null}>
      <NewsletterPopupDialog />
    </Suspense>
  ) : null;
}

/**
 * Exposed as 'mfe_club/NewsletterPopup' (the shell's overlays). What loads with the page is only this
 * trigger (a timer and a listener); it takes no props (ADR 007) and renders nothing until the popup is due.
 */
export const NewsletterPopup = createFragment<FragmentProps['mfe_club/NewsletterPopup']>({
  remote: 'mfe_club',
  fragment: 'NewsletterPopup',
  // The trigger shows no text: the dialog brings the club's texts when it loads.
  namespace: 'club',
  Component: NewsletterPopupTrigger,
});

export default NewsletterPopup;
