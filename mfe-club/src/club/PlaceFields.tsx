import { useEffect, useMemo } from 'react';
import { CLUB } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { Button, Combobox, Select, type ComboboxMessages } from '@ama/shared-ui';
import { useClubCitiesQuery, useClubPostalCodesQuery, useClubRegionsQuery } from '../api';
import type { SignUpValues } from './sign-up-problems';

type PlaceField = 'region' | 'city' | 'zipCode';

interface PlaceFieldsProps {
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
 * single CAP gets it chosen at once. Only Italy has places (Club AMA is for its residents). The region
 * is a select (20 names); the city (up to 1,507 comuni in a region) and the CAP (dozens in a big city)
 * are comboboxes, found by typing.
 */
export function PlaceFields({ values, onPlace, fieldProps, hydrated }: PlaceFieldsProps) {
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

  const cityOptions = useMemo(
    () => (region ? (cities.currentData?.cities ?? []) : []).map(({ name, province }) => ({ value: name, label: `${name} (${province})` })),
    [region, cities.currentData],
  );
  const zipOptions = useMemo(() => (city ? (postalCodes.currentData?.postalCodes ?? []) : []).map((code) => ({ value: code, label: code })), [city, postalCodes.currentData]);
  const number = new Intl.NumberFormat(locale);
  const searchMessages = (noMatch: string): ComboboxMessages => ({
    noMatch,
    moreMatches: (shown, total) => t('signUp.search.moreMatches', { shown: number.format(shown), total: number.format(total) }),
  });

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
        <Combobox
          {...fieldProps('city')}
          label={t('signUp.fields.city')}
          placeholder={t('signUp.placeholders.city')}
          options={cityOptions}
          messages={searchMessages(t('signUp.search.noCity'))}
          value={city}
          disabled={region === '' || !cities.currentData}
          hint={loading(cities) ?? (region === '' ? t('signUp.hints.city') : undefined)}
          autoComplete="address-level2"
          required
          onValueChange={(value) => onPlace('city', value)}
        />
        <Combobox
          {...fieldProps('zipCode')}
          label={t('signUp.fields.zipCode')}
          placeholder={t('signUp.placeholders.zipCode')}
          options={zipOptions}
          messages={searchMessages(t('signUp.search.noZipCode'))}
          value={zipCode}
          disabled={city === '' || !postalCodes.currentData}
          hint={loading(postalCodes) ?? (city === '' ? t('signUp.hints.zipCode') : undefined)}
          autoComplete="postal-code"
          inputMode="numeric"
          required
          onValueChange={(value) => onPlace('zipCode', value)}
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
