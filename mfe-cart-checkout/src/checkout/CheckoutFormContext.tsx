import { createContext, useContext, type ReactNode } from 'react';
import { fieldId, valueAt, withValue, type FieldBinding } from './draft-fields';
import type { CheckoutDraft } from './draft';
import { useTranslation } from '@ama/platform';

interface CheckoutFormState {
  draft: CheckoutDraft;
  setDraft: (draft: CheckoutDraft) => void;
  /** Problems to show, by field path, as codes. */
  problems: Record<string, string>;
}

const Context = createContext<CheckoutFormState | null>(null);

export function CheckoutFormProvider({ children, ...state }: CheckoutFormState & { children: ReactNode }) {
  return <Context.Provider value={state}>{children}</Context.Provider>;
}

function useCheckoutForm(): CheckoutFormState {
  const state = useContext(Context);
  if (!state) throw new Error('useField outside the checkout form');
  return state;
}

/** The draft as typed so far: what the review before paying reads. */
export const useCheckoutDraft = (): CheckoutDraft => useCheckoutForm().draft;

/** Everything a text field or select needs for the draft's value at `path`, its message translated. */
export function useField(path: string): FieldBinding {
  const { t } = useTranslation('cart');
  const { draft, setDraft, problems } = useCheckoutForm();
  const problem = problems[path];
  return {
    id: fieldId(path),
    name: path,
    value: String(valueAt(draft, path) ?? ''),
    error: problem ? t(`checkout.problems.${problem}`, { defaultValue: t('checkout.problems.invalid') }) : undefined,
    onChange: (event) => setDraft(withValue(draft, path, event.target.value)),
  };
}

/** The same for a checkbox: checked, and a change that stores a boolean. */
export function useCheckboxField(path: string) {
  const { onChange: _text, value: _value, ...field } = useField(path);
  const { draft, setDraft } = useCheckoutForm();
  return {
    ...field,
    checked: valueAt(draft, path) === true,
    onChange: (event: { target: { checked: boolean } }) => setDraft(withValue(draft, path, event.target.checked)),
  };
}

export function useDraft(): CheckoutDraft {
  return useCheckoutForm().draft;
}
