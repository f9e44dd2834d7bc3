import { CUSTOM_DESIGN_LIMITS, CUSTOM_DESIGN_PROBLEMS, TEXT_PROBLEMS, type CheckoutFieldProblem, type Locale } from '@ama/contracts';
import { knownProblems, type FormOutcome, type SendFailure } from '@ama/platform';
import { CARD_FIELDS, emptyCard, type CardValues } from '@ama/shared-ui';
import { formatEuros } from '../format';

/*
 * The custom design request's form without zod (docs/forms.md): what it holds, its fields in reading
 * order, and how the server's answers read. The contract's schema judges it in design-check.ts, loaded
 * when the shopper first focuses the form.
 */

/** What the form holds: the request's fields as typed, the card as printed, the consent possibly unticked. */
export interface DesignFormValues {
  pieceKind: string;
  description: string;
  budgetEuros: string;
  name: string;
  email: string;
  phone: string;
  payment: CardValues;
  privacy: boolean;
}

export const emptyDesignForm = (): DesignFormValues => ({
  pieceKind: '',
  description: '',
  budgetEuros: '',
  name: '',
  email: '',
  phone: '',
  payment: emptyCard(),
  privacy: false,
});

/** The card's fields as the contract names them ('payment.cardNumber'). */
export const cardPath = (field: keyof CardValues) => `payment.${field}`;

/** The fields in the order the page shows them: the first one with a problem gets the focus. */
export const DESIGN_FIELDS: readonly string[] = ['pieceKind', 'description', 'budgetEuros', 'name', 'email', 'phone', ...CARD_FIELDS.map(cardPath), 'privacy'];

/** The card's problems, as the checkout's card fields and the server name them (contracts' checkout-problems.ts). */
const CARD_PROBLEMS = ['invalid_card_number', 'invalid_expiry', 'card_expired', 'invalid_cvc'] as const satisfies readonly CheckoutFieldProblem[];

/** The form's fields among a `fields` map (the schema's or the server's); a code without a message is 'invalid'. */
export const designProblems = (fields: Record<string, string>) =>
  knownProblems(fields, { fields: DESIGN_FIELDS, problems: [...CUSTOM_DESIGN_PROBLEMS, ...CARD_PROBLEMS, ...TEXT_PROBLEMS] });

/** The figures a field's message names ("at least {{min}} characters", "from {{min}}"), as the shopper's locale writes them. */
export function designLimits(locale: Locale): Record<string, { min?: number | string; max?: number | string }> {
  return {
    description: { min: CUSTOM_DESIGN_LIMITS.descriptionMinLength, max: CUSTOM_DESIGN_LIMITS.descriptionMaxLength },
    budgetEuros: { min: formatEuros(CUSTOM_DESIGN_LIMITS.budgetMinEuros * 100, locale), max: formatEuros(CUSTOM_DESIGN_LIMITS.budgetMaxEuros * 100, locale) },
    name: { max: CUSTOM_DESIGN_LIMITS.nameMaxLength },
    email: { max: CUSTOM_DESIGN_LIMITS.emailMaxLength },
    phone: { max: CUSTOM_DESIGN_LIMITS.phoneMaxLength },
  };
}

/**
 * The request's own refusals: the card declined or refused (402, nothing held), or the submission's key
 * already used for another attempt (409 PAYMENT_KEY_CONFLICT: the next press sends with a new one).
 */
export type DesignRefusal = 'declined' | 'invalid_card' | 'resend';

export function readDesignFailure({ status, fields }: SendFailure): FormOutcome<DesignRefusal> | undefined {
  if (status === 402) return { form: fields.payment === 'invalid_card' ? 'invalid_card' : 'declined' };
  if (status === 409) return { form: 'resend' };
  return undefined;
}

/**
 * Whether the server answered a submission (a refusal included): the next press is a new attempt with a
 * new Idempotency-Key. Without an answer, or with a 5xx, the same attempt may be repeated with the same
 * key, and the fee is held at most once.
 */
export const answeredSubmission = ({ status }: SendFailure) => status !== undefined && status < 500;
