import { fieldErrors, newDiscountCodeSchema, type NewDiscountCodeInput } from '@ama/contracts';
import type { FormCheck } from '@ama/platform';
import { fieldProblems } from '../components/field-problems';
import { eurosToCents } from '../components/euros';
import { NEW_CODE_FIELDS, type NewCodeValues } from './new-code-fields';

/**
 * What was typed, as the API takes it (the amounts in cents, only the kind's own figure), judged by the
 * server's own schema before it is sent (loaded on demand: NewCodeForm). A figure that is not one is
 * said at its field first.
 */
export const checkNewCode: FormCheck<NewCodeValues, NewDiscountCodeInput> = (values) => {
  const typed: Record<string, string> = {};
  const percentText = values.percent.trim();
  const percent = values.kind === 'percent' && percentText !== '' ? (/^\d{1,3}$/.test(percentText) ? Number(percentText) : undefined) : undefined;
  if (values.kind === 'percent' && percentText !== '' && percent === undefined) typed.percent = 'not_whole_number';
  const euros = (field: 'amountCents' | 'minimumSubtotalCents', applies: boolean) => {
    const text = values[field].trim();
    if (!applies || text === '') return undefined;
    const cents = eurosToCents(text);
    if (cents === undefined) typed[field] = 'invalid_amount';
    return cents;
  };
  const input: NewDiscountCodeInput = {
    code: values.code.trim(),
    kind: values.kind,
    percent,
    amountCents: euros('amountCents', values.kind === 'fixed'),
    usage: values.usage,
    validFrom: values.validFrom || undefined,
    validUntil: values.validUntil || undefined,
    minimumSubtotalCents: euros('minimumSubtotalCents', true),
  };
  const parsed = newDiscountCodeSchema.safeParse(input);
  const problems = { ...(parsed.success ? {} : fieldProblems(fieldErrors(parsed.error.issues), NEW_CODE_FIELDS)), ...typed };
  // What is sent is what was typed (the server upper-cases the code itself): its input, not the parsed output.
  return Object.keys(problems).length === 0
    ? { ok: true, value: Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as NewDiscountCodeInput }
    : { ok: false, problems };
};
