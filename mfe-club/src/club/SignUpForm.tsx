import { useCallback, useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { CLUB, CLUB_LIMITS, clubToday, RECAPTCHA, ROUTES, type ClubSignUp, type ClubSignUpField, type ClubSignUpResponse } from '@ama/contracts';
import { LocaleLink, onDemand, useFormController, useLocale, Trans, useTranslation } from '@ama/platform';
import { Button, Checkbox, Select, TextField } from '@ama/shared-ui';
import { useSignUpToClubMutation } from '../api';
import { clubCountryOptions } from './countries';
import { useClubFigures } from './figures';
import { PlaceFields } from './PlaceFields';
import { emptySignUp, readSignUpFailure, SIGN_UP_READING_ORDER, signUpProblems, type SignUpProblem, type SignUpValues } from './sign-up-problems';
import { SignUpSuccess } from './SignUpSuccess';

/** The id of a field's control, so the form can move the focus to the first field to fix. */
export const signUpFieldId = (field: ClubSignUpField) => `ama-club-sign-up-${field}`;

const MAX_LENGTH: Partial<Record<ClubSignUpField, number>> = {
  name: CLUB_LIMITS.nameMaxLength,
  lastname: CLUB_LIMITS.nameMaxLength,
  email: CLUB_LIMITS.emailMaxLength,
  phone: CLUB_LIMITS.phoneMaxLength,
  address: CLUB_LIMITS.addressMaxLength,
};

/** The places that depend on a field: choosing another region empties its city and CAP. */
const DEPENDENTS: Partial<Record<ClubSignUpField, ClubSignUpField[]>> = {
  country: ['region', 'city', 'zipCode'],
  region: ['city', 'zipCode'],
  city: ['zipCode'],
};

/** The contract's schema, loaded when the shopper first focuses the form (docs/forms.md). */
const signUpCheck = onDemand(() => import(/* webpackChunkName: "sign-up-check" */ './sign-up-check').then((module) => module.checkSignUp));

/**
 * Club AMA sign-up (docs/requirements.md#club): the contract's schema judges every field before sending and the
 * server again; its answers come back to the same fields. Nothing typed is lost on any failure; only
 * success replaces the form.
 */
export function SignUpForm() {
  const { t } = useTranslation('club');
  const locale = useLocale();
  const figures = useClubFigures();
  const headingId = useId();
  const notResidentId = useId();
  const [signedUp, setSignedUp] = useState<ClubSignUpResponse['signUp']>();
  const [signUp] = useSignUpToClubMutation();
  const form = useFormController({
    initialValues: () => emptySignUp(CLUB.residenceCountry),
    check: signUpCheck,
    fieldOrder: SIGN_UP_READING_ORDER,
    recaptchaAction: RECAPTCHA.actions.clubSignUp,
    send: (request: ClubSignUp, recaptchaToken) => signUp({ signUp: request, recaptchaToken }).unwrap(),
    onSent: ({ signUp: created }) => setSignedUp(created),
    readFailure: readSignUpFailure,
    fieldsOf: signUpProblems,
  });
  const { values, problems, change } = form;

  // Italy alone in the server's markup and the hydrating render (their ICU data may differ), then all.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The other countries (about 250 names, sorted in the shopper's language) are drawn when the shopper
  // starts on the form (before any autofill), not during hydration: nearly every member lives in Italy.
  const [allCountries, setAllCountries] = useState(false);
  const countries = useMemo(() => clubCountryOptions(locale, allCountries), [locale, allCountries]);
  const showAllCountries = () => setAllCountries(true);

  const set = useCallback(
    (field: ClubSignUpField, value: string | boolean) => {
      const dependents = DEPENDENTS[field] ?? [];
      change(
        (current) => {
          const next = { ...current, [field]: value } as SignUpValues;
          for (const dependent of dependents) (next as Record<string, unknown>)[dependent] = '';
          return next;
        },
        [field, ...dependents],
      );
    },
    [change],
  );
  const onPlace = useCallback((field: 'region' | 'city' | 'zipCode', value: string) => set(field, value), [set]);

  if (signedUp) return <SignUpSuccess email={signedUp.email} />;

  // Outside Italy the answer is known at once: said as soon as the country is chosen (docs/requirements.md#club), in a
  // notice read out when it appears and that describes the country select.
  const notResident = problems.country === 'not_resident' || (values.country !== '' && values.country !== CLUB.residenceCountry);

  const message = (field: ClubSignUpField) => {
    const problem = problems[field] as SignUpProblem | undefined;
    if (field === 'country' && problem === 'not_resident') return undefined;
    return problem ? t(`signUp.problems.${problem}`, { ...figures, max: MAX_LENGTH[field] }) : undefined;
  };
  const fieldProps = (field: ClubSignUpField) => ({ id: signUpFieldId(field), name: field, error: message(field) });
  const text = (field: ClubSignUpField) => ({
    ...fieldProps(field),
    label: t(`signUp.fields.${field}`),
    value: values[field] as string,
    maxLength: MAX_LENGTH[field],
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
  });

  return (
    <section className="ama-club-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="ama-club__section-title">
        {t('signUp.formTitle')}
      </h2>
      {/* POST, so a submission before the script runs never puts personal data into a URL. */}
      <form
        {...form.formProps}
        onFocus={() => {
          form.formProps.onFocus();
          showAllCountries();
        }}
        className="ama-club-form__form"
        method="post"
        aria-labelledby={headingId}
      >
        <p className="ama-club-form__note">{t('signUp.requiredNote')}</p>
        <fieldset className="ama-club-form__fieldset">
          <legend>{t('signUp.legends.person')}</legend>
          <div className="ama-club-form__row">
            <TextField {...text('name')} autoComplete="given-name" />
            <TextField {...text('lastname')} autoComplete="family-name" />
          </div>
          <TextField
            {...fieldProps('birthDate')}
            type="date"
            label={t('signUp.fields.birthDate')}
            hint={t('signUp.hints.birthDate', figures)}
            autoComplete="bday"
            required
            min={CLUB_LIMITS.earliestBirthDate}
            max={clubToday()}
            value={values.birthDate}
            onChange={(event) => set('birthDate', event.target.value)}
          />
        </fieldset>
        <fieldset className="ama-club-form__fieldset">
          <legend>{t('signUp.legends.contact')}</legend>
          <TextField {...text('email')} type="email" inputMode="email" autoComplete="email" />
          <TextField {...text('phone')} type="tel" hint={t('signUp.hints.phone')} autoComplete="tel" />
        </fieldset>
        <fieldset className="ama-club-form__fieldset">
          <legend>{t('signUp.legends.residence')}</legend>
          <Select
            {...fieldProps('country')}
            label={t('signUp.fields.country')}
            options={countries}
            value={values.country}
            autoComplete="country"
            required
            aria-describedby={notResident ? notResidentId : undefined}
            onChange={(event) => set('country', event.target.value)}
          />
          {notResident && (
            <p id={notResidentId} role="alert" className="ama-club-form__notice">
              {t('signUp.problems.not_resident')}
            </p>
          )}
          <PlaceFields values={values} onPlace={onPlace} fieldProps={fieldProps} hydrated={hydrated} />
          <TextField {...text('address')} autoComplete="address-line1" />
        </fieldset>
        <Checkbox
          {...fieldProps('privacy')}
          required
          checked={values.privacy}
          onChange={(event) => set('privacy', event.target.checked)}
          label={
            <Trans
              t={t}
              i18nKey="signUp.privacy"
              // New tabs, so reading them never costs the shopper what they typed here.
              components={{
                policy: (
                  <LocaleLink to={ROUTES.privacyPolicy} target="_blank" rel="noopener">
                    {null}
                  </LocaleLink>
                ),
                terms: (
                  <LocaleLink to={ROUTES.clubTerms} target="_blank" rel="noopener">
                    {null}
                  </LocaleLink>
                ),
              }}
            />
          }
        />
        {form.formProblem && (
          <div className="ama-club-form__problem" role="alert">
            <p>{t(`signUp.failure.${form.formProblem}`)}</p>
            <Button theme="white" size="s" onClick={() => void form.submit()}>
              {t('signUp.retry')}
            </Button>
          </div>
        )}
        <Button type="submit" theme="dark" size="l" loading={form.busy} loadingLabel={t('signUp.sending')}>
          {t('signUp.submit')}
        </Button>
      </form>
    </section>
  );
}
