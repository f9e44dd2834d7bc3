import { useCallback, useRef, useState, type FormEvent } from 'react';
import { focusFirstProblem, readSendFailure, type FormCheck, type OnDemand, type SendFailure } from '@ama/platform';

/** What a form makes of a failed send: messages at its fields, or one problem of the whole form. */
export type StaffFormOutcome<Problem extends string> = { fields: Record<string, string> } | { form: Problem };

export interface StaffFormOptions<Values, Valid, Sent, Problem extends string> {
  initialValues: Values;
  /** The contract's schema, loaded when the form is first focused (docs/forms.md). */
  check: OnDemand<FormCheck<Values, Valid>>;
  /** Field names in reading order: the first one with a problem gets the focus. */
  fieldOrder: readonly string[];
  /** Sends the checked request (a mutation's `unwrap()`); a rejection is read as a failed send. */
  send: (valid: Valid) => Promise<Sent>;
  onSent: (sent: Sent) => void;
  readFailure: (failure: SendFailure) => StaffFormOutcome<Problem>;
}

/**
 * The shop's form rules (docs/forms.md) for the back office: judged by the contract's schema before it
 * is sent, problems at their fields, the focus on the first one, nothing typed lost on a failure, one
 * send at a time. Platform's useFormController would also ask reCAPTCHA, whose script has no place on
 * a staff page (a third party would see the back office), hence this smaller twin.
 */
export function useStaffForm<Values, Valid, Sent, Problem extends string>(options: StaffFormOptions<Values, Valid, Sent, Problem>) {
  const [values, setValues] = useState<Values>(options.initialValues);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [formProblem, setFormProblem] = useState<Problem | 'unavailable'>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  // The latest options and values, for a submit from a stale closure.
  const latest = useRef({ options, values });
  latest.current = { options, values };

  const showProblems = useCallback((found: Record<string, string>) => {
    setProblems(found);
    focusFirstProblem(formRef.current, latest.current.options.fieldOrder, found);
  }, []);

  /** Changes values; the messages of the fields changed go (they no longer describe what is shown). */
  const change = useCallback((update: Partial<Values>) => {
    setValues((current) => ({ ...current, ...update }));
    setProblems((current) => {
      const touched = Object.keys(update).filter((name) => name in current);
      if (touched.length === 0) return current;
      return Object.fromEntries(Object.entries(current).filter(([name]) => !touched.includes(name)));
    });
  }, []);

  const submit = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFormProblem(undefined);
    const { options: current, values: submitted } = latest.current;
    try {
      const check = await current.check.load().catch(() => undefined);
      if (!check) return setFormProblem('unavailable');
      const checked = check(submitted);
      if (!checked.ok) return showProblems(checked.problems);
      try {
        current.onSent(await current.send(checked.value));
      } catch (error) {
        const outcome = current.readFailure(readSendFailure(error));
        if ('fields' in outcome) showProblems(outcome.fields);
        else setFormProblem(outcome.form);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }, [showProblems]);

  const formProps = {
    ref: formRef,
    // The browser's bubbles would speak its language, not the page's.
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit();
    },
    onFocus: () => void latest.current.options.check.load().catch(() => undefined),
  };

  return { values, change, problems, formProblem, busy, formProps };
}
