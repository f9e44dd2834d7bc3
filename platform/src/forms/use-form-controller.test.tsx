import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_DATA_IDS, RECAPTCHA } from '@ama/contracts';
import { onDemand } from './on-demand';
import { readSendFailure } from './send-failure';
import { useFormController, type FormCheck } from './use-form-controller';

interface Values {
  name: string;
  email: string;
}

/** A check as a form's `*-check.ts` would give it: both fields required, the e-mail with an @. */
const check: FormCheck<Values, Values> = (values) => {
  const problems: Record<string, string> = {};
  if (!values.name) problems.name = 'required';
  if (!values.email.includes('@')) problems.email = 'invalid_email';
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, value: values };
};

interface TestFormProps {
  send: (values: Values) => Promise<string>;
  load?: () => Promise<FormCheck<Values, Values>>;
  /** A form no anti-spam check protects leaves the action out. */
  recaptcha?: boolean;
}

function TestForm({ send, load = async () => check, recaptcha = true }: TestFormProps) {
  // One per form, as a module-level constant is in the shop's forms.
  const [checkOnDemand] = useState(() => onDemand(load));
  const form = useFormController({
    initialValues: { name: '', email: '' },
    check: checkOnDemand,
    fieldOrder: ['name', 'email'],
    recaptchaAction: recaptcha ? RECAPTCHA.actions.newsletter : undefined,
    send: (values: Values) => send(values),
    onSent: (answer) => document.body.setAttribute('data-sent', answer),
    readFailure: (failure) => (failure.status === 409 && failure.code === 'EMAIL_ALREADY_REGISTERED' ? { fields: { email: 'already_registered' } } : undefined),
  });
  const field = (name: keyof Values) => (
    <div>
      <label>
        {name}
        <input
          name={name}
          value={form.values[name]}
          aria-invalid={Boolean(form.problems[name])}
          onChange={(event) => form.change((current) => ({ ...current, [name]: event.target.value }), [name])}
        />
      </label>
      {form.problems[name] && <span>{`${name}: ${form.problems[name]}`}</span>}
    </div>
  );
  return (
    <form {...form.formProps} aria-label="test form">
      {field('name')}
      {field('email')}
      {form.formProblem && <p role="alert">{form.formProblem}</p>}
      <button type="submit" aria-busy={form.busy}>
        Send
      </button>
    </form>
  );
}

const fail = (status: number, code: string, fields?: Record<string, string>) => Promise.reject({ status, data: { error: { code, message: code, fields } } });

afterEach(() => document.body.removeAttribute('data-sent'));

test('problems are shown at their fields without sending, the first one focused; typing clears its message', async () => {
  const send = jest.fn(async () => 'sent');
  const user = userEvent.setup();
  render(<TestForm send={send} />);
  await user.type(screen.getByRole('textbox', { name: 'email' }), 'nope');
  await user.click(screen.getByRole('button', { name: 'Send' }));

  expect(await screen.findByText('name: required')).toBeInTheDocument();
  expect(screen.getByText('email: invalid_email')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'name' })).toHaveFocus());
  expect(send).not.toHaveBeenCalled();

  await user.type(screen.getByRole('textbox', { name: 'name' }), 'Ada');
  expect(screen.queryByText('name: required')).not.toBeInTheDocument();
  expect(screen.getByText('email: invalid_email')).toBeInTheDocument();
});

test('a valid form is sent once, however often it is submitted while on its way', async () => {
  let answer: (value: string) => void = () => undefined;
  const send = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
  const user = userEvent.setup();
  render(<TestForm send={send} />);
  await user.type(screen.getByRole('textbox', { name: 'name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'email' }), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
  answer('sent');
  await waitFor(() => expect(document.body).toHaveAttribute('data-sent', 'sent'));
  expect(send).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' });
});

test.each([
  [429, 'RATE_LIMITED', undefined, 'rate_limited'],
  [400, 'CAPTCHA_FAILED', undefined, 'captcha_failed'],
  [503, 'SERVICE_UNAVAILABLE', undefined, 'unavailable'],
])('a %s %s answer is said for the whole form, and what was typed stays', async (status, code, fields, said) => {
  const user = userEvent.setup();
  render(<TestForm send={() => fail(status, code, fields)} />);
  await user.type(screen.getByRole('textbox', { name: 'name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'email' }), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(said);
  expect(screen.getByRole('textbox', { name: 'email' })).toHaveValue('ada@example.com');
});

test("the server's field problems and the form's own codes come back to the fields", async () => {
  const user = userEvent.setup();
  const send = jest
    .fn()
    .mockImplementationOnce(() => fail(400, 'VALIDATION_FAILED', { name: 'too_long' }))
    .mockImplementationOnce(() => fail(409, 'EMAIL_ALREADY_REGISTERED'));
  render(<TestForm send={send} />);
  await user.type(screen.getByRole('textbox', { name: 'name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'email' }), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('name: too_long')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('email: already_registered')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'email' })).toHaveFocus());
});

test('a check whose file cannot be fetched says the service is unavailable, and the next submit tries again', async () => {
  const user = userEvent.setup();
  const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(check);
  const send = jest.fn(async () => 'sent');
  const checkOnDemand = onDemand(load);
  await expect(checkOnDemand.load()).rejects.toThrow('ChunkLoadError');
  expect(checkOnDemand.current()).toBeUndefined();
  await expect(checkOnDemand.load()).resolves.toBe(check);
  expect(checkOnDemand.current()).toBe(check);

  // Twice: once when the form takes the focus, once on submit.
  const failing = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(check);
  render(<TestForm send={send} load={failing} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('unavailable');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('name: required')).toBeInTheDocument();
});

test('readSendFailure reads only what is there: no answer, or a body that is not the BFF error', () => {
  expect(readSendFailure({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual({ status: undefined, code: undefined, fields: {} });
  expect(readSendFailure({ status: 502, data: '<html>' })).toEqual({ status: 502, code: undefined, fields: {} });
  expect(readSendFailure({ status: 400, data: { error: { code: 'VALIDATION_FAILED', message: '', fields: { email: 'invalid_email', bad: 3 } } } })).toEqual({
    status: 400,
    code: 'VALIDATION_FAILED',
    fields: { email: 'invalid_email' },
  });
});

test("without a reCAPTCHA action (a staff form) Google's script is never loaded, even with a site key: the form is sent without waiting for a token", async () => {
  const settings = document.createElement('script');
  settings.type = 'application/json';
  settings.id = PAGE_DATA_IDS.settings;
  settings.textContent = JSON.stringify({ recaptchaSiteKey: '6LcTestSiteKey0000000' });
  document.body.appendChild(settings);
  const send = jest.fn(async () => 'sent');
  const user = userEvent.setup();
  render(<TestForm send={send} recaptcha={false} />);
  await user.type(screen.getByRole('textbox', { name: 'name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'email' }), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send' }));

  await waitFor(() => expect(document.body).toHaveAttribute('data-sent', 'sent'));
  expect(send).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' });
  expect(document.querySelectorAll('script[src*="recaptcha"]')).toHaveLength(0);
  settings.remove();
});
