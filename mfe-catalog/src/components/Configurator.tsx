import { useEffect, useState } from 'react';
import { CART_LIMITS, ENGRAVING, type CartOptionsInput, type Locale, type ProductDetail, type ProductOption } from '@ama/contracts';
import { formatPrice, LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { Select, TextField } from '@ama/shared-ui';
import { useProductPriceQuery } from '../api';

/** The chosen value per option type ('' = none yet), and the engraving text. */
export type Choice = Record<string, string>;

export const defaultChoice = (product: ProductDetail): Choice =>
  Object.fromEntries(product.options.filter((option) => option.values.length > 0).map((option) => [option.type, option.values.find((value) => value.isDefault)?.value ?? '']));

/**
 * Where the configurator starts: the product's defaults, with the shopper's ring size (`?size=14`) chosen
 * when the product has a size option with that value; otherwise the size stays to be chosen.
 */
export function initialChoice(product: ProductDetail, size?: number): Choice {
  const choice = defaultChoice(product);
  const sizes = product.options.find((option) => option.type === 'SIZE')?.values ?? [];
  return size !== undefined && sizes.some((value) => value.value === String(size)) ? { ...choice, SIZE: String(size) } : choice;
}

const API_PARAM: Record<string, keyof CartOptionsInput> = { GOLD_COLOUR: 'gold', SIZE: 'size', CARAT: 'carat', STONE: 'stone', WRITING: 'engraving' };
/** Engraving length as the shopper counts it (an emoji or ♥ is one character). */
export const lengthOf = (text: string) => Array.from(text).length;

/** The choice as the cart and the price quote read it: { gold: 'ROSE', size: '14', … }, blanks left out. */
export function choiceOptions(choice: Choice): CartOptionsInput {
  const options: Record<string, string> = {};
  for (const [type, value] of Object.entries(choice)) if (API_PARAM[type] && value) options[API_PARAM[type]!] = value;
  return options as CartOptionsInput;
}

/** Required options still without a value (a ring's size): the cart cannot take the piece yet. */
export const missingOptions = (product: ProductDetail, choice: Choice) =>
  product.options.filter((option) => option.required && option.values.length > 0 && !choice[option.type]).map((option) => option.type);

/** The id of an option's control, so the page can move the focus to the one that needs a value. */
export const optionControlId = (type: string) => `ama-option-${type.toLowerCase()}`;

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
  quantity: number;
  onQuantity: (quantity: number) => void;
  /** Option types the shopper tried to add to the cart without (only the size has no default). */
  flagged: readonly string[];
}

/** Italian ring sizes (ISO 8653) are the inner circumference in millimetres minus 40: size 14 is 54 mm. */
const ITALIAN_SIZE_OFFSET_MM = 40;

/** A value as the select shows it: its fee when it has one; a ring size with its circumference, the system understood anywhere. */
function optionLabel(type: string, value: ProductOption['values'][number], t: (key: string, values: Record<string, unknown>) => string, locale: Locale): string {
  const size = Number(value.value);
  const label = type === 'SIZE' && Number.isFinite(size) ? t('product.sizeWithCircumference', { size: value.label, mm: size + ITALIAN_SIZE_OFFSET_MM }) : value.label;
  return value.priceDeltaCents > 0 ? `${label} (+${formatPrice(value.priceDeltaCents, locale)})` : label;
}

/**
 * Gold colour, ring size, carat, stone, quantity and an engraving of at most 10 characters: the price
 * shown is the server's quote for exactly this choice, never a sum made here.
 */
export function Configurator({ product, choice, onChoice, quantity, onQuantity, flagged }: ConfiguratorProps) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const engraving = choice.WRITING ?? '';
  const tooLong = lengthOf(engraving) > ENGRAVING.maxLength;
  const settled = useSettled(choice, 250);
  const { data: quote, isFetching } = useProductPriceQuery(
    { sku: product.sku, locale, ...(choiceOptions(settled) as Record<string, string>) },
    { skip: !product.available || lengthOf(settled.WRITING ?? '') > ENGRAVING.maxLength },
  );
  const price = quote?.priceCents ?? product.priceCents;
  const selectable = product.options.filter((option) => option.values.length > 1 && option.type !== 'MATERIAL');
  const writing = product.options.find((option) => option.type === 'WRITING');
  const disabled = !product.available;

  return (
    <form className="ama-configurator" aria-label={t('product.configure')} onSubmit={(event) => event.preventDefault()} noValidate>
      <p className="ama-configurator__price" aria-live="polite" aria-busy={isFetching}>
        {formatPrice(price, locale)} <span className="ama-configurator__vat">{t('product.vatIncluded')}</span>
      </p>
      {selectable.map((option: ProductOption) => {
        const noDefault = !option.values.some((value) => value.isDefault);
        return (
          <div key={option.type} className="ama-configurator__field">
            <Select
              id={optionControlId(option.type)}
              label={option.label}
              required={option.required}
              disabled={disabled}
              value={choice[option.type] ?? ''}
              placeholder={noDefault ? t('product.choose') : undefined}
              error={flagged.includes(option.type) ? t('product.chooseFirst') : undefined}
              onChange={(event) => onChoice({ ...choice, [option.type]: event.target.value })}
              hint={option.type === 'SIZE' ? t('product.sizeSystem') : undefined}
              options={option.values.map((value) => ({
                value: value.value,
                label: optionLabel(option.type, value, (key, values) => t(key, values), locale),
              }))}
            />
            {option.type === 'SIZE' && (
              <LocaleLink className="ama-configurator__help" to="/guides/ring-size">
                {t('product.sizeGuide')}
              </LocaleLink>
            )}
          </div>
        );
      })}
      <Select
        id="ama-option-quantity"
        className="ama-configurator__quantity"
        label={t('product.quantity')}
        disabled={disabled}
        value={String(quantity)}
        onChange={(event) => onQuantity(Number(event.target.value))}
        options={Array.from({ length: CART_LIMITS.maxQuantityPerLine }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
      />
      {writing && (
        <TextField
          id={optionControlId('WRITING')}
          label={
            <>
              {t('product.engraving')} <span className="ama-configurator__fee">+{formatPrice(writing.feeCents ?? 0, locale)}</span>
            </>
          }
          value={engraving}
          disabled={disabled}
          autoComplete="off"
          hint={tooLong ? undefined : t('product.engravingCount', { count: lengthOf(engraving), max: ENGRAVING.maxLength })}
          error={tooLong ? t('product.engravingTooLong', { max: ENGRAVING.maxLength }) : undefined}
          // Stops at the 10th character as the shopper counts them (an emoji is one): a pasted longer text
          // keeps its first ten, and the count beside it says so. maxLength would count UTF-16 units.
          onChange={(event) => onChoice({ ...choice, WRITING: Array.from(event.target.value).slice(0, ENGRAVING.maxLength).join('') })}
        />
      )}
    </form>
  );
}
