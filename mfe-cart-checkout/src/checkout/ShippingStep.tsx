import { CHECKOUT_LIMITS, ITALY } from '@ama/contracts';
import { Checkbox, TextArea, TextField } from '@ama/shared-ui';
import { AddressFields } from './AddressFields';
import { useCheckboxField, useDraft, useField } from './CheckoutFormContext';
import { useTranslation } from '@ama/platform';

/** Step 2: where the jewel goes, where the invoice goes (with the fiscal code in Italy), and the gift. */
export function ShippingStep() {
  const { t } = useTranslation('cart');
  const draft = useDraft();
  const billingCountry = draft.billing.sameAsShipping ? draft.shipping.country : draft.billing.address.country;
  const giftMessage = useField('giftMessage');
  return (
    <>
      <fieldset className="ama-checkout__fieldset">
        <legend>{t('checkout.shippingAddress')}</legend>
        <AddressFields prefix="shipping" autoCompleteSection="shipping" />
      </fieldset>
      <fieldset className="ama-checkout__fieldset">
        <legend>{t('checkout.billing')}</legend>
        <Checkbox {...useCheckboxField('billing.sameAsShipping')} label={t('checkout.fields.sameAsShipping')} />
        {!draft.billing.sameAsShipping && <AddressFields prefix="billing.address" autoCompleteSection="billing" />}
        <TextField
          {...useField('billing.fiscalCode')}
          label={t('checkout.fields.fiscalCode')}
          hint={billingCountry === ITALY ? t('checkout.hints.fiscalCodeItaly') : t('checkout.hints.fiscalCodeOther')}
          required={billingCountry === ITALY}
          autoCapitalize="characters"
          spellCheck={false}
        />
      </fieldset>
      <fieldset className="ama-checkout__fieldset">
        <legend>{t('checkout.gift')}</legend>
        <Checkbox {...useCheckboxField('giftWrapping')} label={t('checkout.fields.giftWrapping')} />
        <TextArea
          {...giftMessage}
          label={t('checkout.fields.giftMessage')}
          hint={giftMessage.error ? undefined : t('checkout.hints.giftMessage', { count: Array.from(giftMessage.value).length, max: CHECKOUT_LIMITS.giftMessageMaxLength })}
          rows={3}
        />
      </fieldset>
    </>
  );
}
