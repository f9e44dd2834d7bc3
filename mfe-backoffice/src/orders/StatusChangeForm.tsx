import { STAFF_LIMITS, type OrderStatus, type OrderStatusChange, type StaffOrder } from '@ama/contracts';
import { notify, onDemand, readSendFailure, useAppDispatch, useTranslation, useFormController } from '@ama/platform';
import { Button, Select, TextArea, TextField } from '@ama/shared-ui';
import { useChangeOrderStatusMutation } from '../api';
import { FormProblem } from '../components/FormProblem';
import { useFieldError } from '../components/use-field-error';
import { setFields } from '../components/set-fields';
import { useStaffFormFailure } from '../session/use-staff-form-failure';
import { readStatusChangeFailure, STATUS_CHANGE_FIELDS, type StatusChangeValues } from './status-change-fields';

const EMPTY: StatusChangeValues = { status: '', carrier: '', trackingNumber: '', note: '' };
const LIMITS = { carrier: { max: STAFF_LIMITS.carrierMaxLength }, trackingNumber: { max: STAFF_LIMITS.trackingNumberMaxLength }, note: { max: STAFF_LIMITS.noteMaxLength } };
/** The contract's schema, loaded when the form is first focused (docs/forms.md). */
const statusChangeCheck = onDemand(() => import(/* webpackChunkName: "status-change-check" */ './status-change-check').then((module) => module.checkStatusChange));

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

  const send = async (change: OrderStatusChange) => {
    try {
      return await changeStatus({ number: order.number, change }).unwrap();
    } catch (error) {
      // The order moved on meanwhile: the page shows it as it is now.
      if (readSendFailure(error).status === 409) onRefresh();
      throw error;
    }
  };
  const form = useFormController({
    initialValues: EMPTY,
    check: statusChangeCheck,
    fieldOrder: STATUS_CHANGE_FIELDS,
    send,
    onSent: (changed: StaffOrder) => notify(dispatch, { type: 'success', message: t('statusChange.changed', { number: changed.number, status: t(`status.${changed.status}`) }) }),
    readFailure: useStaffFormFailure(readStatusChangeFailure),
  });
  const errorOf = useFieldError(form.problems, LIMITS);
  const shipping = form.values.status === 'shipped';

  return (
    <form {...form.formProps} className="ama-staff-form" aria-labelledby="ama-staff-status-change">
      <h3 id="ama-staff-status-change" className="ama-staff__subtitle">
        {t('statusChange.title')}
      </h3>
      <Select
        name="status"
        label={t('statusChange.status')}
        required
        placeholder={t('statusChange.choose')}
        options={order.next.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        value={form.values.status}
        onChange={(event) => setFields(form, { status: event.target.value as OrderStatus })}
        error={errorOf('status')}
      />
      {shipping && (
        <>
          <TextField
            name="carrier"
            label={t('statusChange.carrier')}
            required
            maxLength={STAFF_LIMITS.carrierMaxLength}
            value={form.values.carrier}
            onChange={(event) => setFields(form, { carrier: event.target.value })}
            error={errorOf('carrier')}
          />
          <TextField
            name="trackingNumber"
            label={t('statusChange.trackingNumber')}
            required
            maxLength={STAFF_LIMITS.trackingNumberMaxLength}
            value={form.values.trackingNumber}
            onChange={(event) => setFields(form, { trackingNumber: event.target.value })}
            error={errorOf('trackingNumber')}
          />
        </>
      )}
      <TextArea
        name="note"
        label={t('statusChange.note')}
        hint={t('statusChange.noteHint')}
        rows={3}
        showCount
        maxLength={STAFF_LIMITS.noteMaxLength}
        value={form.values.note}
        onChange={(event) => setFields(form, { note: event.target.value })}
        error={errorOf('note')}
      />
      <p className="ama-staff__note">{t('statusChange.customerMail')}</p>
      <FormProblem problem={form.formProblem} messages="statusChange.problems" />
      <Button type="submit" theme="dark" loading={form.busy} loadingLabel={t('statusChange.sending')}>
        {t('statusChange.submit')}
      </Button>
    </form>
  );
}
