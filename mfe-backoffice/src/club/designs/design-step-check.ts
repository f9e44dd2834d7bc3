import { CUSTOM_DESIGN_PROBLEMS, customDesignClosingSchema, customDesignProductionSchema, customDesignProposalSchema, fieldErrors } from '@ama/contracts';
import type { FormCheck } from '@ama/platform';
import { fieldProblems } from '../../components/field-problems';
import { DESIGN_STEP_FIELDS, type DesignStepBody, type DesignStepName, type DesignStepValues } from './design-step-fields';

const SCHEMAS = { proposal: customDesignProposalSchema, production: customDesignProductionSchema, closing: customDesignClosingSchema };

/**
 * The server's own schema judges a step before it is sent (loaded on demand: DesignStepForm): the step's
 * one field as typed, an empty one left out (a proposal or a reason is then required; an order number
 * is optional, and the contract's field is not null).
 */
export const checkDesignStep =
  (step: DesignStepName): FormCheck<DesignStepValues, DesignStepBody> =>
  (values) => {
    const field = DESIGN_STEP_FIELDS[step];
    const body: DesignStepBody = values[field] ? { [field]: values[field] } : {};
    const parsed = SCHEMAS[step].safeParse(body);
    return parsed.success ? { ok: true, value: body } : { ok: false, problems: fieldProblems(fieldErrors(parsed.error.issues), [field], CUSTOM_DESIGN_PROBLEMS) };
  };
