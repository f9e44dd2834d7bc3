import type { ReactNode } from 'react';
import { useTranslation } from '@ama/platform';
import { ChangeHistory, type StatusChange } from './ChangeHistory';
import { RecordSteps } from './RecordSteps';
import { Section } from './Section';

interface RecordWithHistoryProps<Status extends string> {
  /** Where the record's messages are ('clubLoans'): its `facts.title`, its `history` and `statuses` (ChangeHistory), its `next.title`. */
  messages: string;
  /** The area's class for the record ('ama-staff-club-loan'): the section of its steps is `<className>__next`, its sections' headings' ids `<className>-facts`, `-history`, `-next`. */
  className: string;
  /** While the record is read again (after a step): its facts say so. */
  busy: boolean;
  /** The record's facts, as terms and their values. */
  facts: ReactNode;
  /** Every change of its status, oldest first. */
  history: readonly StatusChange<Status>[];
  /** Who the customer is in the history's `by` ('member', 'customer'): said as `<messages>.history.byCustomer`. */
  customer: string;
  /** What its status allows next (a step's form or button, or that none is left); `onDone` once a step is taken. */
  children: (onDone: () => void) => ReactNode;
}

/**
 * A record whose status moves by steps (a warranty renewal, an ELITE loan, a free personalisation): its
 * facts and its history side by side on a wide screen (above each other on a phone), then its next step.
 */
export function RecordWithHistory<Status extends string>({ messages, facts, history, customer, children, ...record }: RecordWithHistoryProps<Status>) {
  const { t } = useTranslation('backoffice');
  const ids = record.className;
  return (
    <RecordSteps messages={messages} next={children} {...record}>
      <Section id={`${ids}-facts`} title={t(`${messages}.facts.title`)} busy={record.busy}>
        {facts}
      </Section>
      <Section id={`${ids}-history`} title={t(`${messages}.history.title`)}>
        <ChangeHistory history={history} messages={messages} customer={customer} />
      </Section>
    </RecordSteps>
  );
}
