import { TextField, VisuallyHidden } from '@ama/shared-ui';
import { useField } from './CheckoutFormContext';
import { useTranslation } from '@ama/platform';

/** Step 1: who the order is for and how to reach them. */
export function ContactStep() {
  const { t } = useTranslation('cart');
  return (
    <fieldset className="ama-checkout__fieldset">
      {/* The step's heading already says it on screen; the group keeps its name for screen readers. */}
      <legend>
        <VisuallyHidden>{t('checkout.steps.contact')}</VisuallyHidden>
      </legend>
      <div className="ama-checkout__row">
        <TextField {...useField('contact.name')} label={t('checkout.fields.name')} autoComplete="given-name" required />
        <TextField {...useField('contact.surname')} label={t('checkout.fields.surname')} autoComplete="family-name" required />
      </div>
      <TextField {...useField('contact.email')} type="email" label={t('checkout.fields.email')} autoComplete="email" inputMode="email" required />
      <TextField {...useField('contact.phone')} type="tel" label={t('checkout.fields.phone')} hint={t('checkout.hints.phone')} autoComplete="tel" required />
    </fieldset>
  );
}
