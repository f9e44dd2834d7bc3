import { customDesignRequestSchema, fieldErrors, type CustomDesignRequestInput } from '@ama/contracts';
import type { FormCheck } from '@ama/platform';
import { designProblems, type DesignFormValues } from './design-form';

/**
 * The contract's own schema judges the request before it is sent, as the server will again (loaded on
 * demand: DesignRequestForm). What is sent is the checked request, normalised (the budget a number, the
 * phone in E.164 or left out), with the card as typed: the server reads the card's own format.
 */
export const checkDesignRequest: FormCheck<DesignFormValues, CustomDesignRequestInput> = (values) => {
  const parsed = customDesignRequestSchema.safeParse(values);
  if (!parsed.success) return { ok: false, problems: designProblems(fieldErrors(parsed.error.issues)) };
  const { phone, payment: _checked, ...request } = parsed.data;
  return { ok: true, value: { ...request, ...(phone ? { phone } : {}), payment: values.payment } };
};
