import { fieldErrors, orderStatusChangeSchema, type OrderStatusChange } from '@ama/contracts';
import type { FormCheck } from '@ama/platform';
import { fieldProblems } from '../components/field-problems';
import { STATUS_CHANGE_FIELDS, type StatusChangeValues } from './status-change-fields';

/**
 * The server's own schema judges the change before it is sent (loaded on demand: StatusChangeForm):
 * shipping needs its carrier and tracking number. Only what the chosen status uses is sent.
 */
export const checkStatusChange: FormCheck<StatusChangeValues, OrderStatusChange> = ({ status, carrier, trackingNumber, note }) => {
  if (status === '') return { ok: false, problems: { status: 'required' } };
  const shipping = status === 'shipped';
  const parsed = orderStatusChangeSchema.safeParse({
    status,
    ...(shipping && { carrier, trackingNumber }),
    ...(note.trim() !== '' && { note }),
  });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: fieldProblems(fieldErrors(parsed.error.issues), STATUS_CHANGE_FIELDS) };
};
