import { useLocale, useTranslation } from '@ama/platform';
import { formatDateTime } from './format';

/** One change of a record's status: when, from which to which, who took it, and what was written with it. */
export interface StatusChange<Status extends string> {
  at: string;
  from: Status | null;
  to: Status;
  by: string;
  detail: string | null;
}

interface ChangeHistoryProps<Status extends string> {
  history: readonly StatusChange<Status>[];
  /** Where the record's messages are ('warrantyRenewals'): its `statuses`, and its `history` (change, by, detail, and `byCustomer` for `customer`). */
  messages: string;
  /** Who the customer is in `by` ('customer', 'member'): said in the customer's words (`<messages>.history.byCustomer`: "by the member"), not as an e-mail. */
  customer: string;
}

/** Every change of a record, oldest first: when, from which status to which, who (the customer, or a staff e-mail) and what was written with it. */
export function ChangeHistory<Status extends string>({ history, messages, customer }: ChangeHistoryProps<Status>) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const status = (value: Status) => t(`${messages}.statuses.${value}`);
  return (
    <ol className="ama-staff-club-history">
      {history.map((change) => (
        <li key={`${change.at}-${change.to}`} className="ama-staff-club-history__step">
          <p>
            <time dateTime={change.at}>{formatDateTime(change.at, locale)}</time>{' '}
            <strong>{change.from ? t(`${messages}.history.change`, { from: status(change.from), to: status(change.to) }) : status(change.to)}</strong>
          </p>
          <p>{change.by === customer ? t(`${messages}.history.byCustomer`) : t(`${messages}.history.by`, { who: change.by })}</p>
          {change.detail && <p className="ama-staff-club-history__detail">{t(`${messages}.history.detail`, { detail: change.detail })}</p>}
        </li>
      ))}
    </ol>
  );
}
