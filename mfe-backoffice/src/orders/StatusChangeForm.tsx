import { STAFF_LIMITS, type OrderStatusChange, type StaffOrder } from '@ama/contracts';
import { notify, onDemand, useAppDispatch, useTranslation } from '@ama/platform';
import { Select, TextArea, TextField } from '@ama/shared-ui';
import { useChangeOrderStatusMutation } from '../api';
import { FormSubmit } from '../components/FormSubmit';
import { sendOrRefresh } from '../components/send-or-refresh';
import { useStaffForm } from '../components/use-staff-form';
import { readStatusChangeFailure, STATUS_CHANGE_FIELDS, type StatusChangeValues } from './status-change-fields';

const EMPTY: StatusChangeValues = { status: '', carrier: '', trackingNumber: '', note: '' };
const LIMITS = { carrier: { max: STAFF_LIMITS.carrierMaxLength }, trackingNumber: { max: STAFF_LIMITS.trackingNumberMaxLength }, note: { max: STAFF_LIMITS.noteMaxLength } };
/** The contract's schema, loaded when the form is first focused (docs/forms.md). */
const statusChangeCheck = onDemand(() => import(/* webpackChunkName: "status-change-check" */ './status-change-check').then((module) => module.checkStatusChange));

/** What the form is: its empty values, checks, fields in order, figures and the refusals of its own. */
const FORM = { initialValues: EMPTY, check: statusChangeCheck, fieldOrder: STATUS_CHANGE_FIELDS, limits: LIMITS, readOwnFailure: readStatusChangeFailure };

interface StatusChangeFormProps {
  order: StaffOrder;
  /** Reads the order again (it moved on meanwhile). */
  onRefresh: () => void;
}

/**
 * Moves the order to one of the statuses it may go to now (`order.next`, the server's rules). Shipping
 * asks for the carrier and the tracking number; a note goes to the history. The answer is the order as
 * it is now, which the page shows at once; a toast confirms.
 */
export function StatusChangeForm({ order, onRefresh }: StatusChangeFormProps) {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const [changeStatus] = useChangeOrderStatusMutation();

  const { form, field } = useStaffForm({
    ...FORM,
    // The order moved on meanwhile (409): the page shows it as it is now.
    send: (change: OrderStatusChange) => sendOrRefresh(() => changeStatus({ number: order.number, change }).unwrap(), onRefresh, [409]),
    onSent: (changed: StaffOrder) => notify(dispatch, { type: 'success', message: t('statusChange.changed', { number: changed.number, status: t(`status.${changed.status}`) }) }),
  });
  const shipping = form.values.status === 'shipped';

  return (
    <form {...form.formProps} className="ama-staff-form" aria-labelledby="ama-staff-status-change">
      <h3 id="ama-staff-status-change" className="ama-staff__subtitle">
        {t('statusChange.title')}
      </h3>
      <Select
        {...field('status')}
        label={t('statusChange.status')}
        required
        placeholder={t('statusChange.choose')}
        options={order.next.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
      {shipping && (
        <>
          <TextField {...field('carrier')} label={t('statusChange.carrier')} required maxLength={STAFF_LIMITS.carrierMaxLength} />
          <TextField {...field('trackingNumber')} label={t('statusChange.trackingNumber')} required maxLength={STAFF_LIMITS.trackingNumberMaxLength} />
        </>
      )}
      <TextArea {...field('note')} label={t('statusChange.note')} hint={t('statusChange.noteHint')} rows={3} showCount maxLength={STAFF_LIMITS.noteMaxLength} />
      <p className="ama-staff__note">{t('statusChange.customerMail')}</p>
      <FormSubmit problem={form.formProblem} busy={form.busy} messages="statusChange" />
    </form>
  );
}
