import { useState } from 'react';
import { Button, Modal, type ButtonTheme, type ModalType } from '../..';

interface ModalExample {
  title: string;
  body: string;
  confirm: string;
  confirmTheme: ButtonTheme;
}

const EXAMPLES: Record<ModalType, ModalExample> = {
  success: {
    title: 'Appointment booked',
    body: 'We sent the details to your email. You can cancel from the link in it.',
    confirm: 'Done',
    confirmTheme: 'green',
  },
  info: {
    title: 'How to measure your ring size',
    body: 'Wrap a strip of paper around your finger, mark where it overlaps and measure the length in millimetres.',
    confirm: 'Got it',
    confirmTheme: 'dark',
  },
  danger: {
    title: 'Delete this address?',
    body: 'The address will be removed from your club profile. Orders already placed are not affected.',
    confirm: 'Delete',
    confirmTheme: 'red',
  },
  warning: {
    title: 'Leave checkout?',
    body: 'Your bag is kept, but the details you entered on this step will be lost.',
    confirm: 'Leave',
    confirmTheme: 'yellow',
  },
};

export function ModalSection() {
  const [openType, setOpenType] = useState<ModalType | null>(null);
  // Kept while the modal fades out, so its text does not vanish mid-animation.
  const [shownType, setShownType] = useState<ModalType>('info');
  const close = () => setOpenType(null);
  const example = EXAMPLES[shownType];

  return (
    <>
      <div className="ama-catalogue__row">
        {(Object.keys(EXAMPLES) as ModalType[]).map((type) => (
          <Button
            key={type}
            theme="white"
            onClick={() => {
              setShownType(type);
              setOpenType(type);
            }}
          >
            {`Open ${type} modal`}
          </Button>
        ))}
      </div>
      <Modal
        open={openType !== null}
        onClose={close}
        type={shownType}
        title={example.title}
        closeLabel="Close"
        footer={
          <>
            <Button theme="white" onClick={close}>
              Cancel
            </Button>
            <Button theme={example.confirmTheme} onClick={close}>
              {example.confirm}
            </Button>
          </>
        }
      >
        <p>{example.body}</p>
      </Modal>
    </>
  );
}
