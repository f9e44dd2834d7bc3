import { useMemo } from 'react';
import { ITALY } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { Select, TextField } from '@ama/shared-ui';
import { useDraft, useField } from './CheckoutFormContext';
import { valueAt } from './draft-fields';
import { countryOptions } from './countries';

/** A postal address under `prefix` ('shipping' or 'billing.address'); Italy asks for its province. */
export function AddressFields({ prefix, autoCompleteSection }: { prefix: string; autoCompleteSection: 'shipping' | 'billing' }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const italian = valueAt(useDraft(), `${prefix}.country`) === ITALY;
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
        <TextField {...useField(`${prefix}.zipCode`)} label={t('checkout.fields.zipCode')} autoComplete={auto('postal-code')} required />
        <TextField {...useField(`${prefix}.city`)} label={t('checkout.fields.city')} autoComplete={auto('address-level2')} required />
      </div>
      <div className="ama-checkout__row">
        <TextField
          {...useField(`${prefix}.province`)}
          label={t('checkout.fields.province')}
          hint={italian ? t('checkout.hints.province') : undefined}
          autoComplete={auto('address-level2')}
          required={italian}
        />
        <TextField {...useField(`${prefix}.region`)} label={t('checkout.fields.region')} autoComplete={auto('address-level1')} />
      </div>
    </>
  );
}
