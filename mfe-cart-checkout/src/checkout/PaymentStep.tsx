import type { PaymentInput } from '@ama/contracts';
import { LocaleLink, useTranslation } from '@ama/platform';
import { Checkbox } from '@ama/shared-ui';
import { useCheckboxField } from './CheckoutFormContext';
import { CardFieldset } from './CardFieldset';
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
  return (
    <>
      <CheckoutReview onEdit={onEdit} />
      <CardFieldset legend={t('checkout.card')} card={card} onCard={onCard} problems={problems} />
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
