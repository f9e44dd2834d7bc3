import { useId, useRef, type ChangeEvent } from 'react';
import { EVENT_LIMITS, RECAPTCHA, ROUTES, type EventDetail, type EventRegistration, type EventRegistrationResponse } from '@ama/contracts';
import { LocaleLink, onDemand, useFormController, useLocale, Trans, useTranslation } from '@ama/platform';
import { Button, Checkbox, RadioGroup, TextField } from '@ama/shared-ui';
import { CLUB_SIGN_UP_PATH, MembersNote } from './EventAccess';
import { useRegisterForEventMutation } from './events-api';
import { readRegistrationFailure, registrationProblems, type RegistrationFormValues } from './registration-problems';

/** The contract's schema, loaded when the shopper first focuses the form (docs/forms.md). */
const registrationCheck = onDemand(() => import(/* webpackChunkName: "registration-check" */ './registration-check').then((module) => module.checkRegistration));

type TextFieldName = 'firstName' | 'lastName' | 'phone' | 'email' | 'company';

const EMPTY: RegistrationFormValues = { firstName: '', lastName: '', phone: '', email: '', company: '', companions: [], presence: '', conditions: false, privacy: false };
const MAX_LENGTH: Record<TextFieldName, number> = {
  firstName: EVENT_LIMITS.nameMaxLength,
  lastName: EVENT_LIMITS.nameMaxLength,
  phone: EVENT_LIMITS.phoneMaxLength,
  email: EVENT_LIMITS.emailMaxLength,
  company: EVENT_LIMITS.companyMaxLength,
};

/** Field paths in the order the form shows them: the first one with a problem gets the focus. */
function fieldOrder(values: RegistrationFormValues): string[] {
  return [
    'firstName',
    'lastName',
    'phone',
    'email',
    'company',
    'presence',
    ...values.companions.map((_, index) => `companions.${index}.name`),
    'companions',
    'conditions',
    'privacy',
  ];
}

export interface RegistrationFormProps {
  event: EventDetail;
  /** A Club AMA member link's token (`?token=`): the member is recognised for an event for members. */
  memberToken?: string;
  onRegistered: (registration: EventRegistrationResponse['registration']) => void;
}

/**
 * Corporate event registration (docs/requirements.md#events): contact details, presence yes/no, companions (each
 * with a name, each a seat), the event conditions and the privacy policy. Checked here with the
 * contract's schema, then by the server; typed values survive every error.
 */
export function RegistrationForm({ event, memberToken, onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation('events');
  const locale = useLocale();
  const headingId = useId();
  const conditionsId = useId();
  const nextCompanionId = useRef(1);
  const [register] = useRegisterForEventMutation();
  const form = useFormController({
    initialValues: EMPTY,
    check: registrationCheck,
    fieldOrder,
    recaptchaAction: RECAPTCHA.actions.eventRegistration,
    send: (registration: EventRegistration, recaptchaToken) => register({ key: event.key, locale, registration, recaptchaToken, memberToken }).unwrap(),
    onSent: ({ registration }) => onRegistered(registration),
    readFailure: readRegistrationFailure,
    fieldsOf: registrationProblems,
  });
  const { values, problems, change } = form;
  const formRef = form.formProps.ref;
  const maxCompanions = Math.min(EVENT_LIMITS.maxCompanions, Math.max(0, event.seatsLeft - 1));

  const message = (path: string, max?: number) => {
    const problem = problems[path];
    return problem ? t(`events.form.errors.${problem}`, { max }) : undefined;
  };

  const updateText = (field: TextFieldName) => (input: ChangeEvent<HTMLInputElement>) => {
    const value = input.target.value;
    change((current) => ({ ...current, [field]: value }), [field]);
  };

  const updateCompanion = (id: number, index: number) => (input: ChangeEvent<HTMLInputElement>) => {
    const name = input.target.value;
    change(
      (current) => ({ ...current, companions: current.companions.map((companion) => (companion.id === id ? { ...companion, name } : companion)) }),
      [`companions.${index}.name`],
    );
  };

  const addCompanion = () => {
    const id = nextCompanionId.current++;
    const index = values.companions.length;
    change((current) => ({ ...current, companions: [...current.companions, { id, name: '' }] }), ['companions']);
    // The new name field takes the focus once it is there.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="companions.${index}.name"]`)?.focus());
  };

  const removeCompanion = (id: number) => {
    // Problems are by position: after a removal they no longer point at the right inputs.
    const companionPaths = Object.keys(problems).filter((path) => path.startsWith('companions'));
    change((current) => ({ ...current, companions: current.companions.filter((companion) => companion.id !== id) }), companionPaths);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[data-field="companions"]')?.focus());
  };

  const textField = (field: TextFieldName, autoComplete: string, type = 'text', hint?: string) => (
    <TextField
      name={field}
      type={type}
      label={t(`events.form.fields.${field}`)}
      hint={hint}
      autoComplete={autoComplete}
      required
      maxLength={MAX_LENGTH[field]}
      value={values[field]}
      onChange={updateText(field)}
      error={message(field, MAX_LENGTH[field])}
    />
  );

  const attending = values.presence !== 'no';
  const seats = values.presence === 'yes' ? 1 + values.companions.length : 0;

  return (
    <section className="ama-event-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="ama-event-form__title">
        {t('events.form.title')}
      </h2>
      <form {...form.formProps} aria-labelledby={headingId}>
        <MembersNote event={event} byLink={memberToken !== undefined} />
        <p className="ama-event-form__legend">{t('events.form.legend')}</p>
        <div className="ama-event-form__grid">
          {textField('firstName', 'given-name')}
          {textField('lastName', 'family-name')}
          {textField('phone', 'tel', 'tel', t('events.form.phoneHint'))}
          {textField('email', 'email', 'email')}
          {textField('company', 'organization')}
        </div>
        <RadioGroup
          name="presence"
          label={t('events.form.fields.presence')}
          required
          inline
          options={[
            { value: 'yes', label: t('events.form.presenceYes') },
            { value: 'no', label: t('events.form.presenceNo') },
          ]}
          value={values.presence}
          onChange={(presence) => {
            change((current) => ({ ...current, presence: presence as RegistrationFormValues['presence'] }), ['presence']);
          }}
          error={message('presence')}
        />
        {attending && (
          <fieldset className="ama-event-form__companions">
            <legend className="ama-field__label">{t('events.form.companions')}</legend>
            <p className="ama-field__hint">{t('events.form.companionsHint', { max: EVENT_LIMITS.maxCompanions })}</p>
            {values.companions.length > 0 && (
              <ol className="ama-event-form__companion-list">
                {values.companions.map((companion, index) => (
                  <li key={companion.id} className="ama-event-form__companion">
                    <TextField
                      name={`companions.${index}.name`}
                      label={t('events.form.fields.companionName', { number: index + 1 })}
                      autoComplete="off"
                      required
                      maxLength={EVENT_LIMITS.nameMaxLength}
                      value={companion.name}
                      onChange={updateCompanion(companion.id, index)}
                      error={message(`companions.${index}.name`, EVENT_LIMITS.nameMaxLength)}
                    />
                    <Button type="button" theme="text" size="s" onClick={() => removeCompanion(companion.id)}>
                      {t('events.form.removeCompanion', { number: index + 1 })}
                    </Button>
                  </li>
                ))}
              </ol>
            )}
            {message('companions') && <p className="ama-field__error">{message('companions')}</p>}
            <Button type="button" theme="white" size="s" data-field="companions" onClick={addCompanion} disabled={values.companions.length >= EVENT_LIMITS.maxCompanions}>
              {t('events.form.addCompanion')}
            </Button>
            {values.companions.length > maxCompanions && <p className="ama-field__hint">{t('events.form.fewSeats', { count: event.seatsLeft })}</p>}
          </fieldset>
        )}
        <div className="ama-event-form__conditions" id={conditionsId}>
          <h3>{t('events.form.conditionsTitle')}</h3>
          <ul>
            <li>{t('events.form.conditions1')}</li>
            <li>{t('events.form.conditions2')}</li>
            <li>{t('events.form.conditions3')}</li>
          </ul>
        </div>
        <Checkbox
          name="conditions"
          required
          checked={values.conditions}
          onChange={(input) => {
            const checked = input.target.checked;
            change((current) => ({ ...current, conditions: checked }), ['conditions']);
          }}
          error={message('conditions')}
          label={t('events.form.conditions')}
        />
        <Checkbox
          name="privacy"
          required
          checked={values.privacy}
          onChange={(input) => {
            const checked = input.target.checked;
            change((current) => ({ ...current, privacy: checked }), ['privacy']);
          }}
          error={message('privacy')}
          label={
            <Trans
              t={t}
              i18nKey="events.form.privacy"
              // A new tab, so reading the policy never costs the guest what they typed here.
              components={{
                policy: (
                  <LocaleLink to={ROUTES.privacyPolicy} target="_blank" rel="noopener">
                    {null}
                  </LocaleLink>
                ),
              }}
            />
          }
        />
        {seats > 0 && <p className="ama-event-form__seats">{t('events.form.seats', { count: seats })}</p>}
        {form.formProblem && (
          <p className="ama-event-form__problem" role="alert">
            {form.formProblem === 'members_only' ? (
              <Trans t={t} i18nKey="events.form.errors.members_only" components={{ join: <LocaleLink to={CLUB_SIGN_UP_PATH}>{null}</LocaleLink> }} />
            ) : (
              t(`events.form.errors.${form.formProblem}`)
            )}
          </p>
        )}
        <Button type="submit" theme="dark" loading={form.busy} loadingLabel={t('events.form.sending')}>
          {t('events.form.submit')}
        </Button>
      </form>
    </section>
  );
}
