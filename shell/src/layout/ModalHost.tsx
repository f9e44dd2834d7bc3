import { useEffect, useState } from 'react';
import { modalActions, safeNavigate, selectCurrentModal, useAppDispatch, useAppSelector, type ShopModal, type ToastAction, useTranslation } from '@ama/platform';
import { Button, Modal } from '@ama/shared-ui';

/**
 * Shows the modal any app queued in the store (platform's modal queue) with shared-ui's Modal. The last
 * modal stays rendered while it fades out, so the exit is as smooth as the entrance.
 */
export function ModalHost() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentModal);
  const [shown, setShown] = useState<ShopModal | undefined>(current);
  useEffect(() => {
    if (current) setShown(current);
  }, [current]);
  if (!shown) return null;

  const close = () => dispatch(modalActions.close(shown.id));
  const act = (action: ToastAction) => {
    close();
    if (action.href) safeNavigate(action.href);
    if (action.event) dispatch({ type: action.event });
  };
  return (
    <Modal
      open={current?.id === shown.id}
      onClose={close}
      type={shown.type}
      title={shown.title}
      closeLabel={t('modal.close')}
      footer={shown.actions?.map((action) => (
        <Button key={action.label} theme="dark" size="m" onClick={() => act(action)}>
          {action.label}
        </Button>
      ))}
    >
      <p>{shown.message}</p>
    </Modal>
  );
}
