import { useId, useRef, type ChangeEvent } from 'react';
import { CUSTOM_DESIGN_LIMITS, CUSTOM_DESIGN_PIECES, ROUTES, type CustomDesignCreated } from '@ama/contracts';
import { LocaleLink, onDemand, readSendFailure, Trans, useFormController, useLocale, useTranslation } from '@ama/platform';
import { Button, CARD_FIELDS, CardFields, Checkbox, Select, TextArea, TextField, type CardField, type CardValues } from '@ama/shared-ui';
import { useRequestCustomDesignMutation } from '../../api';
import { useClubFigures } from '../figures';
import { answeredSubmission, cardPath, DESIGN_FIELDS, designLimits, designProblems, emptyDesignForm, readDesignFailure, type DesignFormValues } from './design-form';

/** The contract's schema, loaded when the shopper first focuses the form (docs/forms.md). */
const designCheck = onDemand(() => import(/* webpackChunkName: "design-check" */ './design-check').then((module) => module.checkDesignRequest));

type TextFieldName = Exclude<keyof DesignFormValues, 'payment' | 'privacy'>;

/** The card's refusals: said with what to do (another card), without a retry of the same one. */
const CARD_REFUSALS: readonly string[] = ['declined', 'invalid_card'];

/**
 * The custom design request (docs/services.md#custom-design): the piece, its description and budget,
 * how to reach the customer, the card the fee is held on and the privacy consent. The contract's schema
 * judges every field before sending and the server again; its answers come back to the same fields.
 * One Idempotency-Key per submission, as the checkout's order: kept while the same attempt is repeated
 * without an answer (the fee is held once), a new one after any answer. Nothing typed is lost on a failure.
 */
export function DesignRequestForm({ onRequested }: { onRequested: (created: CustomDesignCreated) => void }) {
  const { t } = useTranslation('club');
  const locale = useLocale();
  const { designFee } = useClubFigures();
  const headingId = useId();
  const [requestDesign] = useRequestCustomDesignMutation();
  const attemptKey = useRef<string | null>(null);
  const form = useFormController({
    initialValues: emptyDesignForm,
    check: designCheck,
    fieldOrder: DESIGN_FIELDS,
    send: async (request) => {
      attemptKey.current ??= crypto.randomUUID();
      try {
        return await requestDesign({ request, idempotencyKey: attemptKey.current, locale }).unwrap();
      } catch (error) {
        if (answeredSubmission(readSendFailure(error))) attemptKey.current = null;
        throw error;
      }
    },
    onSent: onRequested,
    readFailure: readDesignFailure,
    fieldsOf: designProblems,
  });
  const { values, problems, change } = form;
  const limits = designLimits(locale);

  const message = (path: string) => {
    const problem = problems[path];
    if (!problem) return undefined;
    if (path === 'privacy') return t('customDesign.privacyRequired');
    const keys = path.startsWith('payment.') ? [`customDesign.cardProblems.${problem}`, `customDesign.problems.${problem}`] : [`customDesign.problems.${problem}`];
    return t(keys, limits[path] ?? {});
  };
  const text = (field: TextFieldName) => ({
    name: field,
    value: values[field],
    error: message(field),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => change((current) => ({ ...current, [field]: event.target.value }), [field]),
  });
  const onCard = (payment: CardValues, field: CardField) => change((current) => ({ ...current, payment }), [cardPath(field)]);
  const cardErrors = Object.fromEntries(CARD_FIELDS.map((field) => [field, message(cardPath(field))]));
  const pieces = CUSTOM_DESIGN_PIECES.map((piece) => ({ value: piece, label: t(`customDesign.pieces.${piece}`) }));

  return (
    <section className="ama-club-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="ama-club__section-title">
        {t('customDesign.form.title')}
      </h2>
      {/* POST, so a submission before the script runs never puts personal data into a URL. */}
      <form {...form.formProps} className="ama-club-form__form" method="post" aria-labelledby={headingId}>
        <p className="ama-club-form__note">{t('customDesign.form.requiredNote')}</p>
        <fieldset className="ama-club-form__fieldset">
          <legend>{t('customDesign.form.legends.piece')}</legend>
          <Select {...text('pieceKind')} label={t('customDesign.form.pieceKind')} placeholder={t('customDesign.form.choosePiece')} options={pieces} required />
          <TextArea
            {...text('description')}
            label={t('customDesign.form.description')}
            hint={t('customDesign.form.descriptionHint', limits.description)}
            rows={6}
            maxLength={CUSTOM_DESIGN_LIMITS.descriptionMaxLength}
            showCount
            required
          />
          <TextField
            {...text('budgetEuros')}
            label={t('customDesign.form.budgetEuros')}
            hint={t('customDesign.form.budgetHint', limits.budgetEuros)}
            inputMode="numeric"
            required
          />
        </fieldset>
        <fieldset className="ama-club-form__fieldset">
          <legend>{t('customDesign.form.legends.contact')}</legend>
          <TextField {...text('name')} label={t('customDesign.form.name')} autoComplete="name" maxLength={CUSTOM_DESIGN_LIMITS.nameMaxLength} required />
          <div className="ama-club-form__row">
            <TextField
              {...text('email')}
              type="email"
              inputMode="email"
              label={t('customDesign.form.email')}
              hint={t('customDesign.form.emailHint')}
              autoComplete="email"
              maxLength={CUSTOM_DESIGN_LIMITS.emailMaxLength}
              required
            />
            <TextField
              {...text('phone')}
              type="tel"
              label={t('customDesign.form.phone')}
              hint={t('customDesign.form.phoneHint')}
              autoComplete="tel"
              maxLength={CUSTOM_DESIGN_LIMITS.phoneMaxLength}
            />
          </div>
        </fieldset>
        <div className="ama-club-design__card">
          <CardFields
            value={values.payment}
            onChange={onCard}
            namePrefix="payment."
            errors={cardErrors}
            labels={{
              legend: t('customDesign.form.card.legend'),
              cardNumber: t('customDesign.form.card.cardNumber'),
              expiry: t('customDesign.form.card.expiry'),
              expiryPlaceholder: t('customDesign.form.card.expiryPlaceholder'),
              cvc: t('customDesign.form.card.cvc'),
              cardholderName: t('customDesign.form.card.cardholderName'),
            }}
            hints={{ cardNumber: t('customDesign.form.card.hint', { fee: designFee }) }}
          />
        </div>
        <Checkbox
          name="privacy"
          required
          checked={values.privacy}
          error={message('privacy')}
          onChange={(event) => change((current) => ({ ...current, privacy: event.target.checked }), ['privacy'])}
          label={
            <Trans
              t={t}
              i18nKey="customDesign.form.privacy"
              // A new tab, so reading it never costs the shopper what they typed here.
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
          <div className="ama-club-form__problem" role="alert">
            <p>{t(`customDesign.failure.${form.formProblem}`)}</p>
            {/* The same card again would be refused again: the shopper changes it, then sends. */}
            {!CARD_REFUSALS.includes(form.formProblem) && (
              <Button theme="white" size="s" onClick={() => void form.submit()}>
                {t('customDesign.form.retry')}
              </Button>
            )}
          </div>
        )}
        <Button type="submit" theme="dark" size="l" loading={form.busy} loadingLabel={t('customDesign.form.sending')}>
          {t('customDesign.form.submit', { fee: designFee })}
        </Button>
      </form>
    </section>
  );
}
