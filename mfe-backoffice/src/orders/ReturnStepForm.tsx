import { useState, type FormEvent } from 'react';
import { RETURN_REFUSALS, RETURN_STATUS_NEXT, type OrderReturn, type ReturnRefusal, type ReturnStatusChangeInput } from '@ama/contracts';
import { formatPrice, useLocale, useTranslation } from '@ama/platform';
import { Button, Select, TextField } from '@ama/shared-ui';
import { useChangeReturnStatusMutation } from '../api';
import { eurosToCents } from '../components/euros';
import { useReturnSend } from './use-return-send';

type Step = Exclude<OrderReturn['status'], 'requested'>;

/**
 * Moves one return on: received once checked, then refunded (the payment provider gives back what was
 * paid for the pieces) or exchanged (a voucher of at most that, e-mailed to the customer), or refused
 * with its reason. Only the steps the return may take now are offered.
 */
export function ReturnStepForm({ number, item, onRefresh }: { number: string; item: OrderReturn; onRefresh: () => void }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const [changeStatus, { isLoading }] = useChangeReturnStatusMutation();
  const sendOrExplain = useReturnSend(onRefresh);
  const [step, setStep] = useState<Step | ''>('');
  const [refusal, setRefusal] = useState<ReturnRefusal | ''>('');
  const [voucher, setVoucher] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const next = RETURN_STATUS_NEXT[item.status] as readonly Step[];
  const amount = formatPrice(item.amountCents, locale);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const voucherCents = eurosToCents(voucher);
    const found: Record<string, string> = {};
    if (!step) found.status = t('returns.step.required');
    if (step === 'refused' && !refusal) found.refusal = t('returns.step.required');
    if (step === 'exchanged' && (voucherCents === undefined || voucherCents < 1)) found.voucher = t('returns.step.voucherInvalid');
    else if (step === 'exchanged' && voucherCents! > item.amountCents) found.voucher = t('returns.step.voucherTooLarge', { amount });
    setProblems(found);
    if (!step || Object.keys(found).length > 0) return;
    const change: ReturnStatusChangeInput = {
      status: step,
      ...(step === 'refused' ? { refusal: refusal as ReturnRefusal } : {}),
      ...(step === 'exchanged' ? { voucherAmountCents: voucherCents } : {}),
    };
    const failure = await sendOrExplain(() => changeStatus({ number, returnId: item.id, change }).unwrap(), t('returns.step.done', { status: t(`returns.statuses.${step}`) }));
    if (failure?.fields.voucherAmountCents) setProblems({ voucher: t('returns.step.voucherTooLarge', { amount }) });
  }

  if (next.length === 0) return null;
  return (
    <form className="ama-staff-returns__step" onSubmit={submit} noValidate aria-label={t('returns.step.title')}>
      <Select
        label={t('returns.step.next')}
        required
        placeholder={t('returns.step.choose')}
        options={next.map((status) => ({ value: status, label: status === 'refunded' ? t('returns.step.refund', { amount }) : t(`returns.statuses.${status}`) }))}
        value={step}
        onChange={(event) => setStep(event.target.value as Step)}
        error={problems.status}
      />
      {step === 'refused' && (
        <Select
          label={t('returns.step.refusal')}
          required
          placeholder={t('returns.step.choose')}
          options={RETURN_REFUSALS.map((reason) => ({ value: reason, label: t(`returns.refusals.${reason}`) }))}
          value={refusal}
          onChange={(event) => setRefusal(event.target.value as ReturnRefusal)}
          error={problems.refusal}
        />
      )}
      {step === 'exchanged' && (
        <TextField
          label={t('returns.step.voucher')}
          hint={t('returns.step.voucherHint', { amount })}
          required
          inputMode="decimal"
          value={voucher}
          onChange={(event) => setVoucher(event.target.value)}
          error={problems.voucher}
        />
      )}
      <Button type="submit" theme="dark" size="s" loading={isLoading} loadingLabel={t('returns.sending')}>
        {t('returns.step.submit')}
      </Button>
    </form>
  );
}
