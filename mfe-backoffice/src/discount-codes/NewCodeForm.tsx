import { DISCOUNT_CODE_USAGES, type NewDiscountCodeInput, type StaffDiscountCodeResponse } from '@ama/contracts';
import { onDemand, useTranslation } from '@ama/platform';
import { RadioGroup, Select, TextField } from '@ama/shared-ui';
import { useCreateDiscountCodeMutation } from '../api';
import { FormSubmit } from '../components/FormSubmit';
import { useStaffForm } from '../components/use-staff-form';
import { setFields } from '../components/set-fields';
import { NEW_CODE_FIELDS, readNewCodeFailure, type DiscountKind, type NewCodeValues } from './new-code-fields';

const EMPTY: NewCodeValues = { code: '', kind: 'percent', percent: '', amountCents: '', usage: 'unlimited', validFrom: '', validUntil: '', minimumSubtotalCents: '' };
const LIMITS = { code: { min: 3, max: 40 } };
/** A field of euros ('25,50'): a keypad with a decimal sign, none of the browser's suggestions, room for any amount. */
const EUROS = { inputMode: 'decimal', autoComplete: 'off', maxLength: 15 } as const;
/** The contract's schema, loaded when the form is first focused (docs/forms.md). */
const newCodeCheck = onDemand(() => import(/* webpackChunkName: "new-code-check" */ './new-code-check').then((module) => module.checkNewCode));

/** What the form is: its empty values, checks, fields in order, figures and the refusals of its own. */
const FORM = { initialValues: EMPTY, check: newCodeCheck, fieldOrder: NEW_CODE_FIELDS, limits: LIMITS, readOwnFailure: readNewCodeFailure };

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
  const { form, field } = useStaffForm({
    ...FORM,
    send: (code: NewDiscountCodeInput) => createCode({ code }).unwrap(),
    onSent: onCreated,
  });
  const { values } = form;

  return (
    <form {...form.formProps} className="ama-staff-form" aria-labelledby="ama-staff-new-code">
      <TextField
        {...field('code')}
        label={t('discountCodes.create.code')}
        hint={t('discountCodes.create.codeHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={40}
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
        error={field('kind').error}
      />
      {values.kind === 'percent' ? (
        <TextField
          {...field('percent')}
          label={t('discountCodes.create.percent')}
          hint={t('discountCodes.create.percentHint')}
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={3}
        />
      ) : (
        <TextField {...field('amountCents')} {...EUROS} label={t('discountCodes.create.amount')} hint={t('discountCodes.create.amountHint')} required />
      )}
      <Select
        {...field('usage')}
        label={t('discountCodes.create.usage')}
        required
        options={DISCOUNT_CODE_USAGES.map((usage) => ({ value: usage, label: t(`discountCodes.usage.${usage}`) }))}
      />
      <TextField {...field('validFrom')} type="date" label={t('discountCodes.create.validFrom')} hint={t('discountCodes.create.daysHint')} />
      <TextField {...field('validUntil')} type="date" label={t('discountCodes.create.validUntil')} min={values.validFrom || undefined} />
      <TextField {...field('minimumSubtotalCents')} {...EUROS} label={t('discountCodes.create.minimum')} hint={t('discountCodes.create.minimumHint')} />
      <FormSubmit problem={form.formProblem} busy={form.busy} messages="discountCodes.create" />
    </form>
  );
}
