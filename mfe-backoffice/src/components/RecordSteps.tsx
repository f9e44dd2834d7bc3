import type { ReactNode } from 'react';
import { useTranslation } from '@ama/platform';
import { Section } from './Section';
import { useStepFocus } from './use-step-focus';

interface RecordStepsProps {
  /** Where the record's messages are ('clubLoans'): the section's title is its `next.title`. */
  messages: string;
  /** The area's class for the record ('ama-staff-club-loan'): the section of its steps is `<className>__next`, its heading's id `<className>-next`. */
  className: string;
  /** While the record is read again (after a step). */
  busy: boolean;
  /** The record's parts (its facts, its history), side by side on a wide screen, above each other on a phone. */
  children: ReactNode;
  /** What its status allows next; `onDone` once a step is taken. */
  next: (onDone: () => void) => ReactNode;
}

/**
 * A record's page with the steps its status allows (a loan, a design): its parts, then its next step.
 * Once a step is taken and the record read again, what offered it is gone: the focus goes to the
 * heading of the section that held it.
 */
export function RecordSteps({ messages, className, busy, children, next }: RecordStepsProps) {
  const { t } = useTranslation('backoffice');
  const focus = useStepFocus(busy);
  return (
    <div className={className}>
      <div className="ama-staff-split">{children}</div>
      <Section id={`${className}-next`} title={t(`${messages}.next.title`)} titleRef={focus.title} className={`${className}__next`}>
        {next(focus.stepTaken)}
      </Section>
    </div>
  );
}
