import { useTranslation } from 'react-i18next';
import { safeNavigate, selectToasts, toastActions, useAppDispatch, useAppSelector, type ToastAction } from '@ama/platform';
import { Toaster } from '@ama/shared-ui';

/** Renders platform's toast queue with shared-ui's Toaster (the shell wires the two, DESIGN.md §1). */
export function Overlays() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  const onAction = (_id: string, action: ToastAction) => {
    if (action.href) safeNavigate(action.href);
    if (action.event) dispatch({ type: action.event });
  };
  return (
    <Toaster<ToastAction>
      toasts={toasts}
      onDismiss={(id) => dispatch(toastActions.dismiss(id))}
      onAction={onAction}
      labels={{ region: t('toasts.region'), close: t('toasts.close') }}
    />
  );
}
