import { EVENT_ACCESS, EVENT_MEMBERS_FIRST_DAYS, LOCALES, STAFF_EVENT_LIMITS, type EventAccess, type StaffEventEditable, type StaffEventResponse } from '@ama/contracts';
import { notify, onDemand, useAppDispatch, useLocale, useTranslation } from '@ama/platform';
import { RadioGroup, TextArea, TextField } from '@ama/shared-ui';
import { useCreateStaffEventMutation, useEditStaffEventMutation } from '../api';
import { FormSubmit } from '../components/FormSubmit';
import { languageName } from '../components/format';
import { useFieldError } from '../components/use-field-error';
import { useStaffForm } from '../components/use-staff-form';
import { EVENT_FORM_FIELDS, EVENT_TEXT_FIELDS, eventFormValues, MEMBERS_FIRST_PROBLEMS, readEventFailure, type EventTextField } from './event-form-fields';

/** The choice's labels under eventForm.access. */
const ACCESS_LABEL: Record<EventAccess, string> = { public: 'public', members_only: 'membersOnly', members_first: 'membersFirst' };

/** The contract's schemas, loaded when the form is first focused (docs/forms.md). */
const newEventCheck = onDemand(() => import(/* webpackChunkName: "event-check" */ './event-check').then((module) => module.checkNewEvent));
const editCheck = onDemand(() => import(/* webpackChunkName: "event-check" */ './event-check').then((module) => module.checkEventEdit));

const TEXT_LIMITS: Record<EventTextField, number> = {
  title: STAFF_EVENT_LIMITS.titleMaxLength,
  summary: STAFF_EVENT_LIMITS.summaryMaxLength,
  description: STAFF_EVENT_LIMITS.descriptionMaxLength,
  venueName: STAFF_EVENT_LIMITS.venueMaxLength,
  address: STAFF_EVENT_LIMITS.addressMaxLength,
  city: STAFF_EVENT_LIMITS.cityMaxLength,
};
const LIMITS = {
  key: { max: STAFF_EVENT_LIMITS.keyMaxLength },
  capacity: { min: 1, max: STAFF_EVENT_LIMITS.capacityMax },
  seatsReserved: { min: 0, max: STAFF_EVENT_LIMITS.capacityMax },
  membersFirstDays: EVENT_MEMBERS_FIRST_DAYS,
  ...Object.fromEntries(LOCALES.flatMap((locale) => EVENT_TEXT_FIELDS.map((field) => [`texts.${locale}.${field}`, { max: TEXT_LIMITS[field] }]))),
};

interface EventFormProps {
  /** The event as it stands, to edit it; none to create one. */
  editing?: { key: string; editable: StaffEventEditable };
  onSaved: (saved: StaffEventResponse) => void;
}

/**
 * An event in the shop's four languages: when and where (Italian time at the venue), its seats, and
 * each language's title, summary, description and address. Judged by the server's schema before it
 * is sent; what was typed stays on any failure. Editing the time or the place e-mails the guests.
 */
export function EventForm({ editing, onSaved }: EventFormProps) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const [createEvent] = useCreateStaffEventMutation();
  const [editEvent] = useEditStaffEventMutation();
  const { form, field } = useStaffForm({
    initialValues: eventFormValues(editing?.editable),
    check: editing ? editCheck : newEventCheck,
    fieldOrder: EVENT_FORM_FIELDS,
    limits: LIMITS,
    readOwnFailure: readEventFailure,
    send: (valid) => (editing ? editEvent({ key: editing.key, event: valid }).unwrap() : createEvent({ event: valid as Parameters<typeof createEvent>[0]['event'] }).unwrap()),
    onSent: (saved: StaffEventResponse) => {
      notify(dispatch, { type: 'success', message: t(editing ? 'eventForm.saved' : 'eventForm.created', { title: saved.event.title }) });
      onSaved(saved);
    },
  });
  const errorOf = useFieldError(form.problems, LIMITS);
  const daysProblem = form.problems.membersFirstDays;
  const daysError = (MEMBERS_FIRST_PROBLEMS as readonly string[]).includes(daysProblem ?? '') ? t(`eventForm.access.problems.${daysProblem}`) : errorOf('membersFirstDays');
  // One language's text changes, and only that field's message goes.
  const setText = (language: (typeof LOCALES)[number], field: EventTextField, value: string) =>
    form.change((current) => ({ ...current, texts: { ...current.texts, [language]: { ...current.texts[language], [field]: value } } }), [`texts.${language}.${field}`]);

  return (
    <form {...form.formProps} className="ama-staff-form ama-staff-event-form" aria-labelledby="ama-staff-event-form-title">
      <h2 id="ama-staff-event-form-title" className="ama-staff__section-title">
        {t(editing ? 'eventForm.editTitle' : 'eventForm.newTitle')}
      </h2>
      {!editing && <TextField {...field('key')} label={t('eventForm.key')} hint={t('eventForm.keyHint')} required maxLength={STAFF_EVENT_LIMITS.keyMaxLength} />}
      <div className="ama-staff-event-form__row">
        <TextField {...field('startsAt')} type="datetime-local" label={t('eventForm.startsAt')} hint={t('eventForm.italianTime')} required />
        <TextField {...field('endsAt')} type="datetime-local" label={t('eventForm.endsAt')} required />
      </div>
      <div className="ama-staff-event-form__row">
        <TextField {...field('capacity')} inputMode="numeric" label={t('eventForm.capacity')} required />
        <TextField {...field('seatsReserved')} inputMode="numeric" label={t('eventForm.seatsReserved')} hint={t('eventForm.seatsReservedHint')} required />
      </div>
      <RadioGroup
        name="access"
        label={t('eventForm.access.label')}
        hint={t('eventForm.access.invitations')}
        required
        options={EVENT_ACCESS.map((access) => ({ value: access, label: t(`eventForm.access.${ACCESS_LABEL[access]}`) }))}
        value={form.values.access}
        onChange={(access) => form.change((current) => ({ ...current, access: access as EventAccess }), ['access', 'membersFirstDays'])}
        error={errorOf('access')}
      />
      {form.values.access === 'members_first' && (
        <TextField
          {...field('membersFirstDays')}
          inputMode="numeric"
          label={t('eventForm.access.days')}
          hint={t('eventForm.access.daysHint', EVENT_MEMBERS_FIRST_DAYS)}
          required
          error={daysError}
        />
      )}
      {LOCALES.map((language) => (
        <fieldset key={language} className="ama-staff-event-form__language" lang={language}>
          <legend>{languageName(language, locale)}</legend>
          {EVENT_TEXT_FIELDS.map((field) => {
            const name = `texts.${language}.${field}`;
            const common = {
              name,
              label: t(`eventForm.texts.${field}`),
              required: true,
              maxLength: TEXT_LIMITS[field],
              value: form.values.texts[language][field],
              error: errorOf(name),
            };
            return field === 'description' ? (
              <TextArea key={field} {...common} rows={5} hint={t('eventForm.descriptionHint')} onChange={(event) => setText(language, field, event.target.value)} />
            ) : (
              <TextField key={field} {...common} onChange={(event) => setText(language, field, event.target.value)} />
            );
          })}
        </fieldset>
      ))}
      {editing && <p className="ama-staff__note">{t('eventForm.guestsMail')}</p>}
      <FormSubmit problem={form.formProblem} busy={form.busy} messages="eventForm" label={t(editing ? 'eventForm.save' : 'eventForm.create')} />
    </form>
  );
}
