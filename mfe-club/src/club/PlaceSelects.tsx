import { useEffect } from 'react';
import { CLUB } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { Button, Select } from '@ama/shared-ui';
import { useClubCitiesQuery, useClubPostalCodesQuery, useClubRegionsQuery } from '../api';
import type { SignUpValues } from './sign-up-problems';

type PlaceField = 'region' | 'city' | 'zipCode';

interface PlaceSelectsProps {
  values: SignUpValues;
  /** Sets one place field; the form resets the fields that depend on it. */
  onPlace: (field: PlaceField, value: string) => void;
  fieldProps: (field: PlaceField) => { id: string; name: string; error?: string };
  /**
   * False in the server's render and the hydrating one: what a list's request is doing then (a retry of
   * a failure the server met, say) is not what the server drew, so only the lists' data is shown.
   */
  hydrated: boolean;
}

/**
 * Region → city → postal code (CAP), each list asked for once its parent is chosen; a city with a
 * single CAP gets it chosen at once. Only Italy has places (Club AMA is for its residents).
 */
export function PlaceSelects({ values, onPlace, fieldProps, hydrated }: PlaceSelectsProps) {
  const { t } = useTranslation('club');
  const locale = useLocale();
  const { country, region, city, zipCode } = values;
  const inItaly = country === CLUB.residenceCountry;
  const regions = useClubRegionsQuery({ country, locale }, { skip: !inItaly });
  const cities = useClubCitiesQuery({ country, region, locale }, { skip: !inItaly || region === '' });
  const postalCodes = useClubPostalCodesQuery({ country, region, city, locale }, { skip: !inItaly || city === '' });

  const only = postalCodes.currentData?.postalCodes.length === 1 ? postalCodes.currentData.postalCodes[0] : undefined;
  useEffect(() => {
    if (only && zipCode === '' && !postalCodes.isFetching) onPlace('zipCode', only);
  }, [only, zipCode, postalCodes.isFetching, onPlace]);

  const failed = hydrated ? [regions, cities, postalCodes].find((query) => query.isError && !query.isFetching) : undefined;
  const loading = (query: { isFetching: boolean }) => (hydrated && query.isFetching ? t('signUp.loadingPlaces') : undefined);

  return (
    <>
      <Select
        {...fieldProps('region')}
        label={t('signUp.fields.region')}
        placeholder={t('signUp.placeholders.region')}
        options={(regions.currentData?.regions ?? []).map(({ code, name }) => ({ value: code, label: name }))}
        value={region}
        disabled={!inItaly || !regions.currentData}
        hint={loading(regions)}
        autoComplete="address-level1"
        required
        onChange={(event) => onPlace('region', event.target.value)}
      />
      <div className="ama-club-form__row">
        <Select
          {...fieldProps('city')}
          label={t('signUp.fields.city')}
          placeholder={t('signUp.placeholders.city')}
          options={(region ? (cities.currentData?.cities ?? []) : []).map(({ name, province }) => ({ value: name, label: `${name} (${province})` }))}
          value={city}
          disabled={region === '' || !cities.currentData}
          hint={loading(cities) ?? (region === '' ? t('signUp.hints.city') : undefined)}
          autoComplete="address-level2"
          required
          onChange={(event) => onPlace('city', event.target.value)}
        />
        <Select
          {...fieldProps('zipCode')}
          label={t('signUp.fields.zipCode')}
          placeholder={t('signUp.placeholders.zipCode')}
          options={(city ? (postalCodes.currentData?.postalCodes ?? []) : []).map((code) => ({ value: code, label: code }))}
          value={zipCode}
          disabled={city === '' || !postalCodes.currentData}
          hint={loading(postalCodes) ?? (city === '' ? t('signUp.hints.zipCode') : undefined)}
          autoComplete="postal-code"
          required
          onChange={(event) => onPlace('zipCode', event.target.value)}
        />
      </div>
      {failed && (
        <p className="ama-club-form__problem" role="alert">
          {t('signUp.placesFailed')}{' '}
          <Button theme="white" size="s" onClick={() => void failed.refetch()}>
            {t('signUp.retry')}
          </Button>
        </p>
      )}
    </>
  );
}
