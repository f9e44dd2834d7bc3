import { CUSTOM_DESIGN_LIMITS, CUSTOM_DESIGN_PROBLEMS } from '@ama/contracts';
import type { SendFailure } from '@ama/platform';
import { fieldsOrUnavailable } from '../../components/field-problems';
import type { StaffFormOutcome } from '../../session/use-staff-form-failure';

/** The shop's steps of a design, each with its one field named as the contract's (customDesignProposalSchema…). */
export const DESIGN_STEP_FIELDS = { proposal: 'message', production: 'orderNumber', closing: 'reason' } as const;
export type DesignStepName = keyof typeof DESIGN_STEP_FIELDS;

/** What a step's form holds: its field as typed (the form of one step shows and sends only its own). */
export type DesignStepValues = Record<(typeof DESIGN_STEP_FIELDS)[DesignStepName], string>;
export const EMPTY_DESIGN_STEP: DesignStepValues = { message: '', orderNumber: '', reason: '' };

/** What a step sends: its one field, an empty order number left out (the contract's field is optional, not null). */
export type DesignStepBody = Partial<DesignStepValues>;

/** The figures the fields' messages name ("at most {{max}} characters"). */
export const DESIGN_STEP_LIMITS = {
  message: { max: CUSTOM_DESIGN_LIMITS.messageMaxLength },
  reason: { max: CUSTOM_DESIGN_LIMITS.messageMaxLength },
  orderNumber: { max: CUSTOM_DESIGN_LIMITS.orderNumberMaxLength },
};

/**
 * state: the design is no longer open (409 CUSTOM_DESIGN_STATE: the customer withdrew, or another
 * manager closed it); inProgress: another change's payment call is on its way (409 CHANGE_IN_PROGRESS);
 * settlementRefused: the payment service refused to release or charge the fee (409
 * PAYMENT_SETTLEMENT_REFUSED); paymentUnavailable: it did not answer (503: asking again finishes it);
 * notFound: the design is gone. On a 409 or a 404 the page reads the design again
 * (staff-api/custom-designs.ts). The refusals every write shares are read before (use-staff-form-failure.ts).
 */
export type DesignStepProblem = 'state' | 'inProgress' | 'settlementRefused' | 'paymentUnavailable' | 'notFound' | 'unavailable';

const CONFLICTS: Record<string, DesignStepProblem> = { CHANGE_IN_PROGRESS: 'inProgress', PAYMENT_SETTLEMENT_REFUSED: 'settlementRefused' };

/** A step's refused send: the contract's own codes (CUSTOM_DESIGN_PROBLEMS: unknown_order…) come back at the step's field. */
export const designStepFailure =
  (step: DesignStepName) =>
  ({ status, code, fields }: SendFailure): StaffFormOutcome<DesignStepProblem> => {
    if (status === 409) return { form: CONFLICTS[code ?? ''] ?? 'state' };
    if (status === 404) return { form: 'notFound' };
    if (status === 503) return { form: 'paymentUnavailable' };
    return fieldsOrUnavailable({ status, fields }, [DESIGN_STEP_FIELDS[step]], CUSTOM_DESIGN_PROBLEMS);
  };
