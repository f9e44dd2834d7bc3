import { useState } from 'react';
import { safeNavigate, selectToasts, toastActions, useAppDispatch, useAppSelector, type ToastAction, useTranslation } from '@ama/platform';
import { Toaster, type ToastData } from '@ama/shared-ui';
import { ConsentHost } from '../consent/ConsentHost';
import { ModalHost } from './ModalHost';
import { NewsletterPopupSlot } from './NewsletterPopupSlot';
import { useStaffPage } from './use-staff-page';

/** Renders platform's toast and modal queues with shared-ui's Toaster and Modal (docs/architecture.md). */
export function Overlays() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  // Staff at work are not asked for consent (their pages send no analytics) nor offered the newsletter.
  const staff = useStaffPage();
  // The consent banner comes first: the newsletter popup is not even loaded while it is on screen, so
  // the two never stack (docs/consent.md). Until the banner has said whether it is open, count it as open.
  // The banner is a root of its own (it hydrates the server's markup of it), hosted from here.
  const [consentOpen, setConsentOpen] = useState(true);
  // Where the two halves meet, and so where TypeScript checks they agree. The toast types and widths
  // are declared once, in @ama/contracts, and platform's queue uses them; shared-ui may not import
  // contracts, so it states what it can render through its own lifetime and width tables. This
  // annotation fails to compile the day contracts gain a type (or width) the Toaster cannot show.
  const toasts: readonly ToastData<ToastAction>[] = useAppSelector(selectToasts);
  const onAction = (_id: string, action: ToastAction) => {
    if (action.href) safeNavigate(action.href);
    if (action.event) dispatch({ type: action.event });
  };
  return (
    <>
      <ModalHost />
      <Toaster<ToastAction>
        toasts={toasts}
        onDismiss={(id) => dispatch(toastActions.dismiss(id))}
        onAction={onAction}
        labels={{ region: t('toasts.region'), close: t('toasts.close') }}
      />
      {staff ? null : <ConsentHost onOpenChange={setConsentOpen} />}
      {staff || consentOpen ? null : <NewsletterPopupSlot />}
    </>
  );
}
