import { useState, type FormEvent } from 'react';
import { LocaleLink, useLocale, useRemote, useTranslation } from '@ama/platform';
import { Button, RadioGroup, TextField } from '@ama/shared-ui';
import { MEASUREMENTS, parseMillimetres, ringSize, type Measurement, type RingSizeResult } from './ring-size';
import './ring-size.css';

/**
 * Where "use this size" goes: the listing of rings and engagement rings (every ring is made in the Italian
 * sizes of contracts' RING_SIZE_RANGE), with the Italian size as `size`. The catalogue keeps it in the
 * listing's URL, adds it to each ring card's link and chooses it in the product page's configurator.
 */
export const ringsInSize = (size: number) => `/results?category=RINGS,ENGAGEMENT_RINGS&size=${size}`;

/** Choose what was measured, type millimetres, read the Italian/EU, US and UK sizes. */
export function RingSizeTool() {
  const { t } = useTranslation(useRemote().namespace);
  const locale = useLocale();
  const [measurement, setMeasurement] = useState<Measurement>('circumference');
  const [text, setText] = useState('');
  const [result, setResult] = useState<RingSizeResult | null>(null);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

  const convert = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(ringSize(measurement, parseMillimetres(text)));
  };
  const choose = (next: string) => {
    setMeasurement(next as Measurement);
    setResult(null);
  };

  return (
    <form className="ama-ring-size-tool" aria-labelledby="ama-ring-size-tool-title" onSubmit={convert} noValidate>
      <h2 id="ama-ring-size-tool-title">{t('ringSize.tool.title')}</h2>
      <RadioGroup
        name="measurement"
        label={t('ringSize.tool.measured')}
        value={measurement}
        onChange={choose}
        options={MEASUREMENTS.map((value) => ({ value, label: t(`ringSize.tool.measurements.${value}`) }))}
      />
      <TextField
        label={t('ringSize.tool.millimetres')}
        hint={t(`ringSize.tool.hints.${measurement}`)}
        error={result?.kind === 'invalid' ? t('ringSize.tool.invalid') : undefined}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" theme="dark" size="m">
        {t('ringSize.tool.convert')}
      </Button>
      <div className="ama-ring-size-tool__result" role="status" aria-live="polite">
        {result?.kind === 'size' && (
          <>
            <p>{t('ringSize.tool.resultFor', { mm: number.format(result.circumferenceMm) })}</p>
            <dl className="ama-ring-size-tool__sizes">
              <div>
                <dt>{t('ringSize.tool.scales.it')}</dt>
                <dd>{result.row.it}</dd>
              </div>
              <div>
                <dt>{t('ringSize.tool.scales.us')}</dt>
                <dd>{number.format(result.row.us)}</dd>
              </div>
              <div>
                <dt>{t('ringSize.tool.scales.uk')}</dt>
                <dd>{result.row.uk}</dd>
              </div>
            </dl>
            <LocaleLink className="ama-ring-size-tool__use" to={ringsInSize(result.row.it)}>
              {t('ringSize.tool.useSize', { size: result.row.it })}
            </LocaleLink>
          </>
        )}
        {result?.kind === 'tooSmall' && <p>{t('ringSize.tool.tooSmall', { mm: number.format(result.min) })}</p>}
        {result?.kind === 'tooLarge' && <p>{t('ringSize.tool.tooLarge', { mm: number.format(result.max) })}</p>}
      </div>
    </form>
  );
}
