import { useTranslation } from 'react-i18next';
import { safeNavigate, selectToasts, toastActions, useAppDispatch, useAppSelector, type ToastAction } from '@ama/platform';
import { Toaster } from '@ama/shared-ui';
import { ModalHost } from './ModalHost';

/** Renders platform's toast and modal queues with shared-ui's Toaster and Modal (DESIGN.md §1). */
export function Overlays() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
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
    </>
  );
}
