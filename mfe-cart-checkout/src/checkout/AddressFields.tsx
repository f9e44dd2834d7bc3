import { useMemo } from 'react';
import { postalCodeIsNumeric } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { Select, TextField } from '@ama/shared-ui';
import { useDraft, useField } from './CheckoutFormContext';
import { valueAt } from './draft-fields';
import { countryOptions } from './countries';
import { addressParts } from './address-parts';

/**
 * A postal address under `prefix` ('shipping' or 'billing.address'), with the parts its country has:
 * Italy's province (its sigla, the address's first level), a state or region beyond Europe, and a number
 * pad for the postcode where the country's codes are digits.
 */
export function AddressFields({ prefix, autoCompleteSection }: { prefix: string; autoCompleteSection: 'shipping' | 'billing' }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const country = String(valueAt(useDraft(), `${prefix}.country`) ?? '');
  const parts = addressParts(country);
  // Every field's hook on every render, whichever parts the country shows.
  const province = useField(`${prefix}.province`);
  const region = useField(`${prefix}.region`);
  const auto = (token: string) => `section-${autoCompleteSection} ${autoCompleteSection} ${token}`;
  return (
    <>
      <Select
        {...useField(`${prefix}.country`)}
        label={t('checkout.fields.country')}
        placeholder={t('checkout.fields.chooseCountry')}
        options={countries}
        autoComplete={auto('country')}
        required
      />
      <TextField {...useField(`${prefix}.address`)} label={t('checkout.fields.address')} autoComplete={auto('address-line1')} required />
      <div className="ama-checkout__row">
        <TextField
          {...useField(`${prefix}.zipCode`)}
          label={t('checkout.fields.zipCode')}
          autoComplete={auto('postal-code')}
          inputMode={postalCodeIsNumeric(country) ? 'numeric' : undefined}
          required
        />
        <TextField {...useField(`${prefix}.city`)} label={t('checkout.fields.city')} autoComplete={auto('address-level2')} required />
      </div>
      {parts.province && <TextField {...province} label={t('checkout.fields.province')} hint={t('checkout.hints.province')} autoComplete={auto('address-level1')} required />}
      {parts.region && <TextField {...region} label={t('checkout.fields.region')} autoComplete={auto('address-level1')} />}
    </>
  );
}
