import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@ama/shared-ui';

/** Two buttons answer the question: `onConfirm` does it (and says how it went), keep puts it away. */
interface ButtonsAnswer {
  confirm: ReactNode;
  keep: ReactNode;
  /** Said while it is being done ("Cancelling…"). */
  sending: string;
  /** Does it; resolves to whether it was done (a refusal is said by the caller, and the question stays). */
  onConfirm: () => Promise<boolean>;
}

/** A form answers the question instead (a reason to give): it has its own confirm and keep. */
interface FormAnswer {
  answer: (form: { questionId: string; keep: () => void }) => ReactNode;
}

type ConfirmActionProps = (ButtonsAnswer | FormAnswer) & {
  /** The button that asks, named for a screen reader reading it alone ("Cancel the appointment with …"). */
  start: ReactNode;
  /** The question asked in place; it names the group of what answers it. */
  question: ReactNode;
  /** What it means, under the question (who is e-mailed, that it cannot be undone). */
  children?: ReactNode;
  /**
   * Where the focus goes when asked: the question (default), or, in a table's row where the question is
   * short and the confirm button says it all, that button.
   */
  focusOnAsk?: 'question' | 'confirm';
  /** The area's own place for it (its margins). */
  className?: string;
};

/**
 * A change that cannot be undone, asked again in place: the start button → the question with confirm
 * and keep → confirm is busy while it is sent → done (the caller says so and changes what is shown:
 * the row, the page; it decides where the focus goes) or refused (said by the caller; the question
 * stays, to try again). Keep puts the question away and the focus back on the start button.
 */
export function ConfirmAction(props: ConfirmActionProps) {
  const { start, question, children, focusOnAsk = 'question', className } = props;
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const questionId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Moved only by asking and keeping: a render for any other reason leaves the focus where it is.
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const target = !asking ? startRef : focusOnAsk === 'confirm' && 'onConfirm' in props ? confirmRef : questionRef;
    target.current?.focus();
  });

  const ask = (next: boolean) => {
    moved.current = true;
    setAsking(next);
  };

  if (!asking) {
    return (
      <div className={className}>
        <Button ref={startRef} theme="white" size="s" onClick={() => ask(true)}>
          {start}
        </Button>
      </div>
    );
  }

  const confirm = async ({ onConfirm }: ButtonsAnswer) => {
    setPending(true);
    const done = await onConfirm();
    setPending(false);
    if (done) setAsking(false);
  };

  return (
    <div className={['ama-staff-confirm', className].filter(Boolean).join(' ')} role="group" aria-labelledby={questionId}>
      <p id={questionId} className="ama-staff-confirm__question" tabIndex={-1} ref={questionRef}>
        {question}
      </p>
      {children}
      {'answer' in props ? (
        props.answer({ questionId, keep: () => ask(false) })
      ) : (
        <div className="ama-staff-confirm__buttons">
          <Button ref={confirmRef} theme="dark" size="s" loading={pending} loadingLabel={props.sending} onClick={() => void confirm(props)}>
            {props.confirm}
          </Button>
          <Button theme="text" size="s" disabled={pending} onClick={() => ask(false)}>
            {props.keep}
          </Button>
        </div>
      )}
    </div>
  );
}
