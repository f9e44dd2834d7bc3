import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  NEWSLETTER,
  NEWSLETTER_LIMITS,
  RECAPTCHA,
  ROUTES,
  todayIsoDate,
  type NewsletterField,
  type NewsletterSubscriptionResponse,
} from '@ama/contracts';
import { getRecaptchaToken, LocaleLink, prepareRecaptcha } from '@ama/platform';
import { Button, Checkbox, TextField } from '@ama/shared-ui';
import { useSubscribeToNewsletterMutation } from '../api';
import { fromServerError, validate, type FieldProblem, type FieldProblems, type FormProblem, type NewsletterFormValues } from './newsletter-problems';
import { NewsletterSuccess } from './NewsletterSuccess';
import { rememberPopup } from '../popup/popup-memory';
import './NewsletterForm.css';

export type NewsletterVariant = 'footer' | 'page' | 'popup';

export interface NewsletterFormProps {
  /** 'footer': compact, fields side by side; 'page': one column with more air; 'popup': under the popup's own title (h2). */
  variant?: NewsletterVariant;
}

const EMPTY: NewsletterFormValues = { name: '', surname: '', dateOfBirth: '', email: '', privacy: false };
const MAX_LENGTH: Record<NewsletterField, number | undefined> = {
  name: NEWSLETTER_LIMITS.nameMaxLength,
  surname: NEWSLETTER_LIMITS.nameMaxLength,
  email: NEWSLETTER_LIMITS.emailMaxLength,
  dateOfBirth: undefined,
  privacy: undefined,
};
const percent = NEWSLETTER.firstPurchaseDiscountPercent;

/**
 * Newsletter sign-up (docs/requirements.md#newsletter): validated here with the contract's schema before sending,
 * then by the server. Typed values survive every error; only success replaces the form.
 */
export function NewsletterForm({ variant = 'page' }: NewsletterFormProps) {
  const { t } = useTranslation('club');
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [formProblem, setFormProblem] = useState<FormProblem>();
  const [subscribed, setSubscribed] = useState<NewsletterSubscriptionResponse['subscription']>();
  const [subscribe, { isLoading: posting }] = useSubscribeToNewsletterMutation();
  // Getting the reCAPTCHA token (when it is on) is part of sending.
  const [verifying, setVerifying] = useState(false);
  const isLoading = posting || verifying;
  const Heading = variant === 'popup' ? 'h3' : 'h2';

  if (subscribed) return <NewsletterSuccess variant={variant} subscription={subscribed} />;

  const fieldError = (field: NewsletterField) => {
    const problem: FieldProblem | undefined = problems[field];
    return problem ? t(`newsletter.errors.${problem}`, { max: MAX_LENGTH[field] }) : undefined;
  };

  const showProblems = (found: FieldProblems) => {
    setProblems(found);
    // Focus goes to the first field to fix, in form order, so keyboard and screen reader users land on it.
    const first = (['name', 'surname', 'dateOfBirth', 'email', 'privacy'] as const).find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const update = (field: NewsletterField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = field === 'privacy' ? event.target.checked : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    // The message stays until the shopper touches the field; then it no longer describes what they see.
    if (problems[field]) setProblems(({ [field]: _fixed, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setFormProblem(undefined);
    const checked = validate(values);
    if (!checked.ok) return showProblems(checked.problems);
    try {
      setVerifying(true);
      const recaptchaToken = await getRecaptchaToken(RECAPTCHA.actions.newsletter).finally(() => setVerifying(false));
      const { subscription } = await subscribe({ subscription: checked.value, recaptchaToken }).unwrap();
      // A subscriber, wherever they subscribed, is never offered the popup again.
      rememberPopup('subscribed');
      setSubscribed(subscription);
    } catch (error) {
      const outcome = fromServerError(error);
      if ('fields' in outcome) showProblems(outcome.fields);
      else setFormProblem(outcome.form);
    }
  };

  const textField = (field: 'name' | 'surname' | 'email', autoComplete: string, type = 'text') => (
    <TextField
      name={field}
      type={type}
      label={t(`newsletter.fields.${field}`)}
      autoComplete={autoComplete}
      required
      maxLength={MAX_LENGTH[field]}
      value={values[field]}
      onChange={update(field)}
      error={fieldError(field)}
    />
  );

  return (
    <section className={`ama-newsletter ama-newsletter--${variant}`} aria-labelledby={headingId}>
      <Heading id={headingId} className="ama-newsletter__title">
        {t('newsletter.title')}
      </Heading>
      <p className="ama-newsletter__intro">{t('newsletter.intro', { percent })}</p>
      {/* noValidate: the browser's own bubbles would appear in its language, not the shopper's. */}
      <form ref={formRef} className="ama-newsletter__form" noValidate onSubmit={onSubmit} onFocus={prepareRecaptcha} aria-labelledby={headingId}>
        <div className="ama-newsletter__fields">
          {textField('name', 'given-name')}
          {textField('surname', 'family-name')}
          <TextField
            name="dateOfBirth"
            type="date"
            label={t('newsletter.fields.dateOfBirth')}
            autoComplete="bday"
            required
            min={NEWSLETTER_LIMITS.earliestBirthDate}
            max={todayIsoDate()}
            value={values.dateOfBirth}
            onChange={update('dateOfBirth')}
            error={fieldError('dateOfBirth')}
          />
          {textField('email', 'email', 'email')}
        </div>
        <Checkbox
          name="privacy"
          required
          checked={values.privacy}
          onChange={update('privacy')}
          error={fieldError('privacy')}
          label={
            <Trans
              t={t}
              i18nKey="newsletter.privacy"
              // A new tab, so reading the policy never costs the shopper what they typed here.
              components={{ policy: <LocaleLink to={ROUTES.privacyPolicy} target="_blank" rel="noopener">{null}</LocaleLink> }}
            />
          }
        />
        <p className="ama-newsletter__note">{t('newsletter.requiredNote')}</p>
        {formProblem && (
          <p className="ama-newsletter__problem" role="alert">
            {t(`newsletter.errors.${formProblem}`)}
          </p>
        )}
        <Button type="submit" theme="dark" loading={isLoading} loadingLabel={t('newsletter.sending')} fullWidth={variant !== 'page'}>
          {t('newsletter.submit')}
        </Button>
      </form>
    </section>
  );
}
