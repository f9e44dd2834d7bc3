import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { RecaptchaAction } from '@ama/contracts';
import { getRecaptchaToken, prepareRecaptcha } from '../recaptcha';
import { focusFirstProblem } from './focus-first-problem';
import type { OnDemand } from './on-demand';
import { commonOutcome, readSendFailure, type CommonFormProblem, type FormOutcome, type SendFailure } from './send-failure';

/** A form's check: the contract's schema applied to what the form holds, problems by field path. */
export type FormCheck<Values, Valid> = (values: Values) => { ok: true; value: Valid } | { ok: false; problems: Record<string, string> };

export interface FormControllerOptions<Values, Valid, Sent, FormProblem extends string> {
  initialValues: Values | (() => Values);
  /** The check, loaded when the shopper first focuses the form (onDemand), so no page loads zod to draw a form. */
  check: OnDemand<FormCheck<Values, Valid>>;
  /** Field paths in reading order: the first one with a problem gets the focus. */
  fieldOrder: readonly string[] | ((values: Values) => readonly string[]);
  /**
   * The anti-spam check's action for a form strangers can send (docs/recaptcha.md). Left out by a form
   * only signed-in staff use: no token is asked for and Google's script is never loaded on its page.
   */
  recaptchaAction?: RecaptchaAction;
  /** Sends the checked request (e.g. a mutation's `unwrap()`); a rejection is read as a failed send. */
  send: (valid: Valid, recaptchaToken: string | null) => Promise<Sent>;
  onSent: (sent: Sent) => void;
  /** The form's own answers to a failed send (a code only it knows), before the common reading. */
  readFailure?: (failure: SendFailure) => FormOutcome<FormProblem> | undefined;
  /** The server's field problems the form shows, in its own problem codes (default: all, as sent). */
  fieldsOf?: (fields: Record<string, string>) => Record<string, string>;
}

/**
 * The one form controller (docs/forms.md): values, problems at fields, the whole form's problem, focus on
 * the first problem, reCAPTCHA (for a form that asks for it), and the reading of the server's answers. Nothing typed is lost on any
 * failure; a second submit while one is on its way does nothing.
 */
export function useFormController<Values, Valid, Sent, FormProblem extends string = never>(options: FormControllerOptions<Values, Valid, Sent, FormProblem>) {
  const [values, setValues] = useState<Values>(options.initialValues);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [formProblem, setFormProblem] = useState<FormProblem | CommonFormProblem>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  // The latest options and values, for a submit started from a retry button or a stale closure.
  const latest = useRef({ options, values });
  latest.current = { options, values };

  const showProblems = useCallback((found: Record<string, string>, shownValues?: Values) => {
    setProblems(found);
    const { options: current, values: now } = latest.current;
    const order = typeof current.fieldOrder === 'function' ? current.fieldOrder(shownValues ?? now) : current.fieldOrder;
    focusFirstProblem(formRef.current, order, found);
  }, []);

  /** Changes values; the messages of the `touched` paths go (they no longer describe what is shown). */
  const change = useCallback((update: (current: Values) => Values, touched: readonly string[]) => {
    setValues(update);
    setProblems((current) => {
      if (!touched.some((path) => path in current)) return current;
      const rest = { ...current };
      for (const path of touched) delete rest[path];
      return rest;
    });
  }, []);

  const submit = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFormProblem(undefined);
    const { options: current, values: submitted } = latest.current;
    try {
      let check: FormCheck<Values, Valid>;
      try {
        check = await current.check.load();
      } catch {
        setFormProblem('unavailable');
        return;
      }
      const checked = check(submitted);
      if (!checked.ok) {
        showProblems(checked.problems, submitted);
        return;
      }
      try {
        const token = current.recaptchaAction ? await getRecaptchaToken(current.recaptchaAction) : null;
        current.onSent(await current.send(checked.value, token));
      } catch (error) {
        const failure = readSendFailure(error);
        const outcome = current.readFailure?.(failure) ?? commonOutcome(failure, current.fieldsOf ?? ((fields) => fields));
        if ('fields' in outcome) showProblems(outcome.fields, submitted);
        else setFormProblem(outcome.form);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }, [showProblems]);

  const formProps = {
    ref: formRef,
    // The browser's bubbles would speak its language, not the shopper's.
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit();
    },
    onFocus: () => {
      if (latest.current.options.recaptchaAction) prepareRecaptcha();
      latest.current.options.check.load().catch(() => undefined);
    },
  };

  return { values, change, problems, showProblems, formProblem, busy, submit, formProps };
}
