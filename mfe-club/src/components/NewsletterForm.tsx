import { useId, useState, type ChangeEvent } from 'react';
import {
  NEWSLETTER,
  NEWSLETTER_FIELDS,
  NEWSLETTER_LIMITS,
  RECAPTCHA,
  ROUTES,
  todayIsoDate,
  type NewsletterField,
  type NewsletterSubscription,
  type NewsletterSubscriptionResponse,
} from '@ama/contracts';
import { LocaleLink, onDemand, useFormController, Trans, useTranslation } from '@ama/platform';
import { Button, Checkbox, TextField } from '@ama/shared-ui';
import { useSubscribeToNewsletterMutation } from '../api';
import { newsletterProblems, readNewsletterFailure, type FieldProblem, type NewsletterFormValues } from './newsletter-problems';
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
/** The contract's schema, loaded when the shopper first focuses the form (docs/forms.md). */
const newsletterCheck = onDemand(() => import(/* webpackChunkName: "newsletter-check" */ './newsletter-check').then((module) => module.checkNewsletter));

/**
 * Newsletter sign-up (docs/requirements.md#newsletter): validated here with the contract's schema before sending,
 * then by the server. Typed values survive every error; only success replaces the form.
 */
export function NewsletterForm({ variant = 'page' }: NewsletterFormProps) {
  const { t } = useTranslation('club');
  const headingId = useId();
  const [subscribed, setSubscribed] = useState<NewsletterSubscriptionResponse['subscription']>();
  const [subscribe] = useSubscribeToNewsletterMutation();
  const form = useFormController({
    initialValues: EMPTY,
    check: newsletterCheck,
    fieldOrder: NEWSLETTER_FIELDS,
    recaptchaAction: RECAPTCHA.actions.newsletter,
    send: (subscription: NewsletterSubscription, recaptchaToken) => subscribe({ subscription, recaptchaToken }).unwrap(),
    onSent: ({ subscription }) => {
      // A subscriber, wherever they subscribed, is never offered the popup again.
      rememberPopup('subscribed');
      setSubscribed(subscription);
    },
    readFailure: readNewsletterFailure,
    fieldsOf: newsletterProblems,
  });
  const { values, problems } = form;
  const Heading = variant === 'popup' ? 'h3' : 'h2';

  if (subscribed) return <NewsletterSuccess variant={variant} subscription={subscribed} />;

  const fieldError = (field: NewsletterField) => {
    const problem = problems[field] as FieldProblem | undefined;
    return problem ? t(`newsletter.errors.${problem}`, { max: MAX_LENGTH[field] }) : undefined;
  };

  const update = (field: NewsletterField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = field === 'privacy' ? event.target.checked : event.target.value;
    form.change((current) => ({ ...current, [field]: value }), [field]);
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
      <form {...form.formProps} className="ama-newsletter__form" aria-labelledby={headingId}>
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
        <p className="ama-newsletter__note">{t('newsletter.requiredNote')}</p>
        {form.formProblem && (
          <p className="ama-newsletter__problem" role="alert">
            {t(`newsletter.errors.${form.formProblem}`)}
          </p>
        )}
        <Button type="submit" theme="dark" loading={form.busy} loadingLabel={t('newsletter.sending')} fullWidth={variant !== 'page'}>
          {t('newsletter.submit')}
        </Button>
      </form>
    </section>
  );
}
