import type { ErrorBody } from '@ama/contracts';
import type { FetchBaseQueryError, SerializedError } from '@ama/platform';

/** The reasons a cart write fails that a shopper can act on; each has a message in i18n `errors.*`. */
export type CartProblem = 'sizeRequired' | 'optionNotOffered' | 'engraving' | 'tooMany' | 'unavailable' | 'rateLimited' | 'unreachable' | 'generic';

const bodyOf = (error: FetchBaseQueryError): ErrorBody['error'] | undefined => (error.data as ErrorBody | undefined)?.error;

/** Maps the BFF's answer (status, code, field problems) to what the shopper is told. */
export function cartProblem(error: FetchBaseQueryError | SerializedError | undefined): CartProblem {
  if (!error || !('status' in error)) return 'generic';
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return 'unreachable';
  if (typeof error.status !== 'number') return 'generic';
  if (error.status === 429) return 'rateLimited';
  if (error.status >= 500) return 'unreachable';
  const body = bodyOf(error);
  if (error.status === 409 || body?.code === 'PRODUCT_UNAVAILABLE') return 'unavailable';
  const fields = body?.fields ?? {};
  if (fields['options.size'] !== undefined) return fields['options.size'] === 'required' ? 'sizeRequired' : 'optionNotOffered';
  if (fields['options.engraving'] !== undefined) return 'engraving';
  if (fields.quantity !== undefined || fields._ !== undefined) return 'tooMany';
  if (Object.keys(fields).some((field) => field.startsWith('options.'))) return 'optionNotOffered';
  return 'generic';
}
