import type { PaymentInput } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { TextField } from '@ama/shared-ui';
import { formatExpiry, groupCardNumber } from './card';
import { fieldId } from './draft-fields';

interface CardFieldsetProps {
  legend: string;
  card: PaymentInput;
  onCard: (card: PaymentInput) => void;
  /** Problems keyed as the BFF names them ('payment.cardNumber'), each said at its field in the shopper's language. */
  problems: Record<string, string>;
}

/**
 * A card's four fields, as the shopper types them (the number in groups of four, the expiry as MM/YY):
 * the checkout's payment step and the warranty renewal's contribution. The card is kept in memory only,
 * never stored in the browser; the built-in test gateway takes 4242 4242 4242 4242 and declines
 * 4000 0000 0000 0002.
 */
export function CardFieldset({ legend, card, onCard, problems }: CardFieldsetProps) {
  const { t } = useTranslation('cart');
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
    <fieldset className="ama-checkout__fieldset">
      <legend>{legend}</legend>
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
  );
}
