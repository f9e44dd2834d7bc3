import type { ChangeEvent } from 'react';
import type { CheckoutDraft } from './draft';

/** 'shipping.zipCode' → the draft's value there. */
export function valueAt(draft: CheckoutDraft, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), draft);
}

/** A copy of the draft with `value` at `path`. */
export function withValue(draft: CheckoutDraft, path: string, value: unknown): CheckoutDraft {
  const [head, ...rest] = path.split('.');
  const node = (draft as unknown as Record<string, unknown>)[head!];
  const next = rest.length === 0 ? value : withValue(node as CheckoutDraft, rest.join('.'), value);
  return { ...draft, [head!]: next } as CheckoutDraft;
}

/** The id of a field's control, so the page can move the focus to the first field with a problem. */
export const fieldId = (path: string) => `ama-checkout-${path.replace(/\./g, '-')}`;

export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}
