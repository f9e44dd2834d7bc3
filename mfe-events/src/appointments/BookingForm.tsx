import { useEffect, useId } from 'react';
import {
  APPOINTMENT_KINDS,
  APPOINTMENT_LIMITS,
  APPOINTMENTS,
  isClubServiceKind,
  needsPlace,
  RECAPTCHA,
  ROUTES,
  todayIsoDate,
  type AppointmentBooking,
  type AppointmentKind,
  type AppointmentView,
} from '@ama/contracts';
import { LocaleLink, onDemand, useFormController, useLocale, Trans, useTranslation } from '@ama/platform';
import { Button, Checkbox, RadioGroup, Select, TextField } from '@ama/shared-ui';
import { useAppointmentSlotsQuery, useBookAppointmentMutation, useStoresQuery } from '../api';
import { STANDALONE_LINK_CLASS } from '../area-style';
import { useAppointmentTime } from './appointment-time';
import { useBookableKinds } from './member-services';
import { BOOKING_FIELDS, bookingProblems, isClubServiceRefused, isSlotTaken, type BookingField, type BookingValues, type FieldProblem } from './booking-problems';

/** The contract's schema, loaded when the shopper first focuses the form (docs/forms.md). */
const bookingCheck = onDemand(() => import(/* webpackChunkName: "booking-check" */ './booking-check').then((module) => module.checkBooking));

const addDays = (date: string, days: number) => {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};
/** The locator's route (route-patterns.json `storeLocator`). */
export const STORE_LOCATOR_PATH = '/store-locator';
/** A radio whose whole row is its target, at least 44 px (appointments.css). */
const CHOICES_CLASS = 'ama-appointments__choices';
const isKind = (value: string | null): value is AppointmentKind => (APPOINTMENT_KINDS as readonly string[]).includes(value ?? '');

export interface BookingFormProps {
  /** `?store=<id>` of the link "book an appointment here". */
  initialStore?: string;
  /** `?kind=` of a link (the showroom's). */
  initialKind?: string;
  /** `?token=` of the member page's "Book your cleaning": the member link's token, which unlocks the club services. */
  memberToken?: string;
  onBooked: (appointment: AppointmentView) => void;
}

/**
 * The booking (docs/requirements.md#stores): the kind, the place for visits, a day and one of its free slots, then the
 * contact details. Checked with the contract's schema before sending and by the server again; a slot
 * taken meanwhile (409) is said in place and the day's slots are asked again.
 */
export function BookingForm({ initialStore, initialKind, memberToken, onBooked }: BookingFormProps) {
  const { t } = useTranslation('events');
  const locale = useLocale();
  const { zoneName } = useAppointmentTime();
  const headingId = useId();
  const initialKindValue: AppointmentKind | '' = initialStore
    ? initialStore === APPOINTMENTS.showroomId
      ? 'showroom'
      : 'store'
    : isKind(initialKind ?? null) && (memberToken || !isClubServiceKind(initialKind!))
      ? (initialKind as AppointmentKind)
      : '';
  const bookable = useBookableKinds(memberToken);
  const [book] = useBookAppointmentMutation();
  const form = useFormController({
    initialValues: (): BookingValues => ({
      kind: initialKindValue,
      place: initialStore ?? (initialKindValue === 'showroom' ? APPOINTMENTS.showroomId : ''),
      date: '',
      start: '',
      name: '',
      email: '',
      phone: '',
      privacy: false,
    }),
    check: bookingCheck,
    fieldOrder: BOOKING_FIELDS,
    recaptchaAction: RECAPTCHA.actions.appointment,
    send: (booking: AppointmentBooking, recaptchaToken) =>
      book({ locale, booking, recaptchaToken, memberToken: isClubServiceKind(booking.kind) ? memberToken : undefined }).unwrap(),
    onSent: ({ appointment }) => onBooked(appointment),
    readFailure: (failure) => {
      // Not the member's service (403) or used this year (409): said at the kind.
      const refused = isClubServiceRefused(failure);
      if (refused) return { fields: { kind: refused } as Record<string, string> };
      if (!isSlotTaken(failure)) return undefined;
      // Taken meanwhile: the slot is unselected and the day's slots are asked again.
      change((current) => ({ ...current, start: '' }), []);
      void slots.refetch();
      return { fields: { start: 'slot_taken' } };
    },
    fieldsOf: bookingProblems,
  });
  const { values, problems, change } = form;
  const stores = useStoresQuery({ locale });
  const isService = values.kind !== '' && isClubServiceKind(values.kind);
  // A club service happens at a store or the showroom: both are offered.
  const placeOptions = (stores.data?.stores ?? []).filter((store) => isService || store.kind === 'store');

  // A member's booking is made in the membership's name and e-mail (the server uses those): filled in for them.
  const { member } = bookable;
  useEffect(() => {
    if (member && isService) change((current) => ({ ...current, name: current.name || member.name, email: current.email || member.email }), []);
  }, [member, isService, change]);

  const wantsPlace = values.kind !== '' && needsPlace(values.kind);
  const ready = values.kind !== '' && values.date !== '' && (!wantsPlace || values.place !== '');
  const slots = useAppointmentSlotsQuery(
    { locale, kind: (values.kind || 'phone') as AppointmentKind, place: wantsPlace ? values.place : null, date: values.date },
    { skip: !ready, refetchOnMountOrArgChange: true },
  );
  const freeSlots = ready ? (slots.data?.slots ?? []) : [];

  // A slot that is no longer offered (another day, another place, or booked meanwhile) is unselected.
  useEffect(() => {
    if (values.start && slots.data && !slots.data.slots.some((slot) => slot.start === values.start)) change((current) => ({ ...current, start: '' }), []);
  }, [slots.data, values.start, change]);

  const today = todayIsoDate();

  const message = (field: BookingField) => {
    const problem = problems[field] as FieldProblem | undefined;
    return problem ? t(`appointments.errors.${problem}`, { max: field === 'name' ? APPOINTMENT_LIMITS.nameMaxLength : APPOINTMENT_LIMITS.emailMaxLength }) : undefined;
  };

  /** A change; the messages of the fields it touched go (they no longer describe what is shown). */
  const set = <K extends keyof BookingValues>(field: K, value: BookingValues[K], also: Partial<BookingValues> = {}) =>
    change((current) => ({ ...current, [field]: value, ...also }), [field, ...Object.keys(also)]);

  // A preselected service stays shown while the member's services load (and if the server refuses it, it says why).
  const offered = bookable.kinds.includes(values.kind as AppointmentKind) || values.kind === '' ? bookable.kinds : [...bookable.kinds, values.kind];
  const kindOptions = offered.map((kind) => ({
    value: kind,
    label: (
      <span className="ama-appointments__kind">
        <strong>{t(`appointments.kinds.${kind}.title`)}</strong>
        <span className="ama-appointments__kind-text">{t(`appointments.kinds.${kind}.text`)}</span>
      </span>
    ),
  }));

  return (
    <form {...form.formProps} className="ama-appointments__form" aria-labelledby={headingId}>
      <h2 id={headingId} className="ama-visually-hidden">
        {t('appointments.formTitle')}
      </h2>
      <p className="ama-appointments__note">{t('appointments.requiredNote')}</p>
      <RadioGroup
        name="kind"
        label={t('appointments.fields.kind')}
        required
        className={CHOICES_CLASS}
        options={kindOptions}
        value={values.kind}
        onChange={(kind) =>
          set('kind', kind as AppointmentKind, {
            place: kind === 'showroom' ? APPOINTMENTS.showroomId : kind === 'store' ? (values.place === APPOINTMENTS.showroomId ? '' : values.place) : '',
            start: '',
          })
        }
        error={message('kind')}
      />
      {(values.kind === 'store' || isService) && (
        <div className="ama-appointments__place">
          <Select
            name="place"
            label={t('appointments.fields.place')}
            required
            placeholder={t(isService ? 'appointments.choosePlaceOrShowroom' : 'appointments.choosePlace')}
            options={placeOptions.map((store) => ({ value: store.id, label: `${store.city} — ${store.name}` }))}
            value={values.place}
            onChange={(event) => set('place', event.target.value, { start: '' })}
            error={message('place')}
          />
          <LocaleLink className={STANDALONE_LINK_CLASS} to={STORE_LOCATOR_PATH}>
            {t('appointments.findStore')}
          </LocaleLink>
        </div>
      )}
      {values.kind === 'showroom' && <p className="ama-appointments__hint">{t('appointments.showroomAddress')}</p>}
      <TextField
        name="date"
        type="date"
        label={t('appointments.fields.date')}
        required
        min={today}
        max={addDays(today, APPOINTMENTS.maxDaysAhead)}
        value={values.date}
        onChange={(event) => set('date', event.target.value, { start: '' })}
        error={message('date')}
      />
      <div className="ama-appointments__slots" aria-live="polite" data-field="start" tabIndex={-1}>
        {!ready ? (
          <p className="ama-appointments__hint">{t('appointments.slotsFirst')}</p>
        ) : slots.isFetching && !slots.data ? (
          <p className="ama-appointments__hint">{t('appointments.slotsLoading')}</p>
        ) : slots.isError ? (
          <p className="ama-appointments__problem" role="alert">
            {t('appointments.errors.slots_unavailable')}
          </p>
        ) : freeSlots.length === 0 ? (
          <>
            <p className="ama-appointments__hint">{t('appointments.noSlots')}</p>
            {problems.start && (
              <p className="ama-field__error" role="alert">
                {message('start')}
              </p>
            )}
          </>
        ) : (
          <RadioGroup
            name="start"
            label={t('appointments.fields.start', { zone: slots.data ? zoneName(slots.data.timeZone) : '' })}
            required
            inline
            className={`${CHOICES_CLASS} ${CHOICES_CLASS}--inline`}
            options={freeSlots.map((slot) => ({ value: slot.start, label: slot.time }))}
            value={values.start}
            onChange={(start) => set('start', start)}
            error={message('start')}
          />
        )}
      </div>
      <fieldset className="ama-appointments__contact">
        <legend className="ama-appointments__legend">{t('appointments.contactLegend')}</legend>
        {isService && <p className="ama-appointments__hint">{t('appointments.memberBooking')}</p>}
        <TextField
          name="name"
          label={t('appointments.fields.name')}
          autoComplete="name"
          required
          maxLength={APPOINTMENT_LIMITS.nameMaxLength}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={message('name')}
        />
        <TextField
          name="email"
          type="email"
          label={t('appointments.fields.email')}
          autoComplete="email"
          required
          maxLength={APPOINTMENT_LIMITS.emailMaxLength}
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          error={message('email')}
        />
        <TextField
          name="phone"
          type="tel"
          label={t('appointments.fields.phone')}
          hint={t('appointments.phoneHint')}
          autoComplete="tel"
          required
          maxLength={APPOINTMENT_LIMITS.phoneMaxLength}
          value={values.phone}
          onChange={(event) => set('phone', event.target.value)}
          error={message('phone')}
        />
      </fieldset>
      <Checkbox
        name="privacy"
        required
        className="ama-appointments__consent"
        checked={values.privacy}
        onChange={(event) => set('privacy', event.target.checked)}
        error={message('privacy')}
        label={
          <Trans
            t={t}
            i18nKey="appointments.privacy"
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
      {form.formProblem && (
        <p className="ama-appointments__problem" role="alert">
          {t(`appointments.errors.${form.formProblem}`)}
        </p>
      )}
      <Button type="submit" theme="dark" loading={form.busy} loadingLabel={t('appointments.sending')}>
        {t('appointments.submit')}
      </Button>
    </form>
  );
}
