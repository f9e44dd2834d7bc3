import type { OrderStatus } from '@ama/contracts';
import type { SendFailure } from '@ama/platform';
import { fieldsOrUnavailable } from '../components/field-problems';
import type { StaffFormOutcome } from '../session/use-staff-form-failure';

/** The status change form's fields, in reading order. */
export const STATUS_CHANGE_FIELDS = ['status', 'carrier', 'trackingNumber', 'note'] as const;

/** What the form holds: no status chosen yet is ''. */
export interface StatusChangeValues {
  status: OrderStatus | '';
  carrier: string;
  trackingNumber: string;
  note: string;
}

/**
 * refused: the order moved on meanwhile (another member of staff), so this step no longer applies;
 * inProgress: another member of staff's cancellation holds the order while its refund is on its way;
 * refundRefused: the payment service refused the cancellation's refund, and nothing changed. The
 * refusals every write shares are read before (session/use-staff-form-failure.ts).
 */
export type StatusChangeProblem = 'refused' | 'inProgress' | 'refundRefused' | 'unavailable';

export function readStatusChangeFailure({ status, code, fields }: SendFailure): StaffFormOutcome<StatusChangeProblem> {
  if (code === 'CHANGE_IN_PROGRESS') return { form: 'inProgress' };
  if (code === 'REFUND_REFUSED') return { form: 'refundRefused' };
  if (status === 409) return { form: 'refused' };
  return fieldsOrUnavailable({ status, fields }, STATUS_CHANGE_FIELDS);
}
