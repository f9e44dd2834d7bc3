import type { clubLoanRequestSchema } from '@ama/contracts';
import type { z } from 'zod';

/** What the loan form holds: the request's fields as typed (the days as the select's value). */
export interface LoanFormValues {
  eventDate: string;
  days: string;
  occasion: string;
}

/** A loan request as the contract's schema passes it on (the days a number). */
export type ClubLoanRequest = z.output<typeof clubLoanRequestSchema>;

export const EMPTY_LOAN_FORM: LoanFormValues = { eventDate: '', days: '1', occasion: '' };
