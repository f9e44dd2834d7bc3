import { DISCOUNT_CODE_USAGES, type NewDiscountCodeInput, type StaffDiscountCodeResponse } from '@ama/contracts';
import { onDemand, useTranslation, useFormController } from '@ama/platform';
import { Button, RadioGroup, Select, TextField } from '@ama/shared-ui';
import { useCreateDiscountCodeMutation } from '../api';
import { FormProblem } from '../components/FormProblem';
import { useFieldError } from '../components/use-field-error';
import { setFields } from '../components/set-fields';
import { useStaffFormFailure } from '../session/use-staff-form-failure';
import { NEW_CODE_FIELDS, readNewCodeFailure, type DiscountKind, type DiscountUsage, type NewCodeValues } from './new-code-fields';

const EMPTY: NewCodeValues = { code: '', kind: 'percent', percent: '', amountCents: '', usage: 'unlimited', validFrom: '', validUntil: '', minimumSubtotalCents: '' };
const LIMITS = { code: { min: 3, max: 40 } };
/** The contract's schema, loaded when the form is first focused (docs/forms.md). */
const newCodeCheck = onDemand(() => import(/* webpackChunkName: "new-code-check" */ './new-code-check').then((module) => module.checkNewCode));

interface NewCodeFormProps {
  /** The code just created, for the page to say so (and start a new, empty form). */
  onCreated: (created: StaffDiscountCodeResponse) => void;
}

/**
 * A new code with the cart's one set of rules: a percentage or a fixed amount (typed in euros, sent in
 * cents), unlimited, single use or once per e-mail, its first and last day (Italy's) and a minimum
 * subtotal (euros). Judged by the contract's schema first; a code that exists already is said at its field.
 */
export function NewCodeForm({ onCreated }: NewCodeFormProps) {
  const { t } = useTranslation('backoffice');
  const [createCode] = useCreateDiscountCodeMutation();
  const form = useFormController({
    initialValues: EMPTY,
    check: newCodeCheck,
    fieldOrder: NEW_CODE_FIELDS,
    send: (code: NewDiscountCodeInput) => createCode({ code }).unwrap(),
    onSent: onCreated,
    readFailure: useStaffFormFailure(readNewCodeFailure),
  });
  const errorOf = useFieldError(form.problems, LIMITS);
  const { values } = form;

  return (
    <form {...form.formProps} className="ama-staff-form" aria-labelledby="ama-staff-new-code">
      <TextField
        name="code"
        label={t('discountCodes.create.code')}
        hint={t('discountCodes.create.codeHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={40}
        value={values.code}
        onChange={(event) => setFields(form, { code: event.target.value })}
        error={errorOf('code')}
      />
      <RadioGroup
        name="kind"
        label={t('discountCodes.create.kind')}
        required
        inline
        options={[
          { value: 'percent', label: t('discountCodes.create.kinds.percent') },
          { value: 'fixed', label: t('discountCodes.create.kinds.fixed') },
        ]}
        value={values.kind}
        onChange={(kind) => setFields(form, { kind: kind as DiscountKind })}
        error={errorOf('kind')}
      />
      {values.kind === 'percent' ? (
        <TextField
          name="percent"
          label={t('discountCodes.create.percent')}
          hint={t('discountCodes.create.percentHint')}
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={3}
          value={values.percent}
          onChange={(event) => setFields(form, { percent: event.target.value })}
          error={errorOf('percent')}
        />
      ) : (
        <TextField
          name="amountCents"
          label={t('discountCodes.create.amount')}
          hint={t('discountCodes.create.amountHint')}
          inputMode="decimal"
          autoComplete="off"
          required
          maxLength={15}
          value={values.amountCents}
          onChange={(event) => setFields(form, { amountCents: event.target.value })}
          error={errorOf('amountCents')}
        />
      )}
      <Select
        name="usage"
        label={t('discountCodes.create.usage')}
        required
        options={DISCOUNT_CODE_USAGES.map((usage) => ({ value: usage, label: t(`discountCodes.usage.${usage}`) }))}
        value={values.usage}
        onChange={(event) => setFields(form, { usage: event.target.value as DiscountUsage })}
        error={errorOf('usage')}
      />
      <TextField
        name="validFrom"
        type="date"
        label={t('discountCodes.create.validFrom')}
        hint={t('discountCodes.create.daysHint')}
        value={values.validFrom}
        onChange={(event) => setFields(form, { validFrom: event.target.value })}
        error={errorOf('validFrom')}
      />
      <TextField
        name="validUntil"
        type="date"
        label={t('discountCodes.create.validUntil')}
        min={values.validFrom || undefined}
        value={values.validUntil}
        onChange={(event) => setFields(form, { validUntil: event.target.value })}
        error={errorOf('validUntil')}
      />
      <TextField
        name="minimumSubtotalCents"
        label={t('discountCodes.create.minimum')}
        hint={t('discountCodes.create.minimumHint')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={15}
        value={values.minimumSubtotalCents}
        onChange={(event) => setFields(form, { minimumSubtotalCents: event.target.value })}
        error={errorOf('minimumSubtotalCents')}
      />
      <FormProblem problem={form.formProblem} messages="discountCodes.create.problems" />
      <Button type="submit" theme="dark" loading={form.busy} loadingLabel={t('discountCodes.create.sending')}>
        {t('discountCodes.create.submit')}
      </Button>
    </form>
  );
}
