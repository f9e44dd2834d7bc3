import type { PaymentInput } from '@ama/contracts';
import { LocaleLink, useTranslation } from '@ama/platform';
import { Checkbox, TextField } from '@ama/shared-ui';
import { useCheckboxField } from './CheckoutFormContext';
import { fieldId } from './draft-fields';
import { formatExpiry, groupCardNumber } from './card';
import { CheckoutReview } from './CheckoutReview';
import type { Step } from './steps';

interface PaymentStepProps {
  card: PaymentInput;
  /** Back to an earlier step to change what the review shows. */
  onEdit: (step: Step) => void;
  onCard: (card: PaymentInput) => void;
  problems: Record<string, string>;
}

/**
 * Step 3: the card (kept in memory only, never stored in the browser), and the privacy consent. The
 * built-in test gateway takes 4242 4242 4242 4242 and declines 4000 0000 0000 0002.
 */
export function PaymentStep({ card, onCard, problems, onEdit }: PaymentStepProps) {
  const { t } = useTranslation('cart');
  const privacy = useCheckboxField('privacy');
  const cardField = (key: keyof PaymentInput) => {
    const problem = problems[`payment.${key}`];
    return {
      id: fieldId(`payment.${key}`),
      name: `payment.${key}`,
      value: card[key],
      error: problem ? t(`checkout.problems.${problem}`, { defaultValue: t('checkout.problems.invalid') }) : undefined,
      required: true,
    };
  };
  return (
    <>
      <CheckoutReview onEdit={onEdit} />
      <fieldset className="ama-checkout__fieldset">
        <legend>{t('checkout.card')}</legend>
        <TextField
          {...cardField('cardNumber')}
          label={t('checkout.fields.cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          onChange={(event) => onCard({ ...card, cardNumber: groupCardNumber(event.target.value) })}
        />
        <div className="ama-checkout__row">
          <TextField
            {...cardField('expiry')}
            label={t('checkout.fields.expiry')}
            placeholder={t('checkout.fields.expiryPlaceholder')}
            inputMode="numeric"
            autoComplete="cc-exp"
            onChange={(event) => onCard({ ...card, expiry: formatExpiry(event.target.value) })}
          />
          <TextField
            {...cardField('cvc')}
            label={t('checkout.fields.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            onChange={(event) => onCard({ ...card, cvc: event.target.value.replace(/[^\d]/g, '') })}
          />
        </div>
        <TextField
          {...cardField('cardholderName')}
          label={t('checkout.fields.cardholderName')}
          autoComplete="cc-name"
          onChange={(event) => onCard({ ...card, cardholderName: event.target.value })}
        />
      </fieldset>
      <Checkbox
        {...privacy}
        required
        label={
          <>
            {t('checkout.fields.privacy')} <LocaleLink to="/privacy-policy">{t('checkout.fields.privacyLink')}</LocaleLink>
          </>
        }
      />
    </>
  );
}
