import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENGRAVING, type ProductDetail, type ProductOption } from '@ama/contracts';
import { formatPrice, LocaleLink, useLocale } from '@ama/platform';
import { useProductPriceQuery } from '../api';

/** The chosen value per option type ('' = none yet), and the engraving text. */
export type Choice = Record<string, string>;

export const defaultChoice = (product: ProductDetail): Choice =>
  Object.fromEntries(product.options.filter((option) => option.values.length > 0).map((option) => [option.type, option.values.find((value) => value.isDefault)?.value ?? '']));

const API_PARAM: Record<string, string> = { GOLD_COLOUR: 'gold', SIZE: 'size', CARAT: 'carat', STONE: 'stone', WRITING: 'engraving' };
/** Engraving length as the shopper counts it (an emoji or ♥ is one character). */
const lengthOf = (text: string) => Array.from(text).length;

/** Waits until the shopper stops typing before asking the server for a new price. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface ConfiguratorProps {
  product: ProductDetail;
  choice: Choice;
  onChoice: (choice: Choice) => void;
}

/**
 * Gold colour, ring size, carat, stone and an engraving of at most 10 characters: the price shown is
 * the server's quote for exactly this choice, never a sum made here.
 */
export function Configurator({ product, choice, onChoice }: ConfiguratorProps) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const engraving = choice.WRITING ?? '';
  const tooLong = lengthOf(engraving) > ENGRAVING.maxLength;
  const settled = useSettled(choice, 250);
  const params: Record<string, string> = { sku: product.sku, locale };
  for (const [type, value] of Object.entries(settled)) if (API_PARAM[type] && value) params[API_PARAM[type]!] = value;
  const { data: quote, isFetching } = useProductPriceQuery(params, { skip: !product.available || lengthOf(settled.WRITING ?? '') > ENGRAVING.maxLength });
  const price = quote?.priceCents ?? product.priceCents;
  const selectable = product.options.filter((option) => option.values.length > 1 && option.type !== 'MATERIAL');
  const writing = product.options.find((option) => option.type === 'WRITING');

  return (
    <form className="ama-configurator" aria-label={t('product.configure')} onSubmit={(event) => event.preventDefault()}>
      <p className="ama-configurator__price" aria-live="polite" aria-busy={isFetching}>
        {formatPrice(price, locale)}
      </p>
      {selectable.map((option: ProductOption) => (
        <label key={option.type} className="ama-configurator__field">
          <span>
            {option.label}
            {option.required && <span aria-hidden="true"> *</span>}
          </span>
          <select
            value={choice[option.type] ?? ''}
            required={option.required}
            disabled={!product.available}
            onChange={(event) => onChoice({ ...choice, [option.type]: event.target.value })}
          >
            {option.values.map((value) => (
              <option key={value.value} value={value.value}>
                {value.label}
                {value.priceDeltaCents > 0 ? ` (+${formatPrice(value.priceDeltaCents, locale)})` : ''}
              </option>
            ))}
          </select>
          {option.type === 'SIZE' && (
            <LocaleLink className="ama-configurator__help" to="/guides/ring-size">
              {t('product.sizeGuide')}
            </LocaleLink>
          )}
        </label>
      ))}
      {writing && (
        <label className="ama-configurator__field">
          <span>
            {t('product.engraving')} <span className="ama-configurator__fee">+{formatPrice(writing.feeCents ?? 0, locale)}</span>
          </span>
          <input
            type="text"
            value={engraving}
            disabled={!product.available}
            aria-invalid={tooLong}
            aria-describedby="ama-engraving-help"
            onChange={(event) => onChoice({ ...choice, WRITING: event.target.value })}
          />
          <span id="ama-engraving-help" className={tooLong ? 'ama-configurator__error' : 'ama-configurator__help'} aria-live="polite">
            {tooLong
              ? t('product.engravingTooLong', { max: ENGRAVING.maxLength })
              : t('product.engravingCount', { count: lengthOf(engraving), max: ENGRAVING.maxLength })}
          </span>
        </label>
      )}
    </form>
  );
}
