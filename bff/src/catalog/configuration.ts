import type { CartOptions, Locale, OptionType } from '@ama/contracts';
import { priceConfiguration, type OptionSelection, type ProductOptionRow } from './pricing';

/**
 * One configuration of a product as every priced answer shows it: the catalogue's quote, a cart line,
 * a wishlist item. Kept in one place so the three can never disagree on a price or a label.
 */

/** Option types the shopper must settle before ordering; gold, carat and stone have defaults, a size has none. */
export const REQUIRED_TYPES: ReadonlySet<OptionType> = new Set(['GOLD_COLOUR', 'SIZE', 'CARAT', 'STONE']);

/** Carat values read as the locale writes decimals: 0.50 ct / 0,50 ct. */
export const caratLabel = (value: string, locale: Locale) => `${locale === 'en' ? value : value.replace('.', ',')} ct`;

/** The request field that chooses each option type (MATERIAL is informative, never chosen). */
export const OPTION_FIELD: Partial<Record<OptionType, keyof CartOptions>> = {
  GOLD_COLOUR: 'gold',
  SIZE: 'size',
  CARAT: 'carat',
  STONE: 'stone',
  WRITING: 'engraving',
};

export interface ConfiguredOption {
  type: OptionType;
  value: string;
  /** The option type's name in the locale: 'Ring size', 'Incisione'. */
  typeLabel: string;
  /** The value as the shopper reads it: '18KT rose gold', '0,50 ct', '14', the engraving text. */
  valueLabel: string;
  priceDeltaCents: number;
}

export type Configuration = { ok: true; priceCents: number; options: ConfiguredOption[]; chosen: CartOptions } | { ok: false; fields: Record<string, string> };

export interface ConfigurableProduct {
  listPriceCents: number;
  options: readonly ProductOptionRow[];
}

/**
 * Prices `selection` with priceConfiguration and labels every option in `locale`. `chosen` is the
 * configuration spelled as the catalogue spells it, defaults included ({} → { gold: 'YELLOW', carat:
 * '0.30', stone: 'LAB_DIAMOND' }), so that equal pieces compare equal however they were asked for.
 */
export function configure(product: ConfigurableProduct, typeLabels: ReadonlyMap<string, string>, selection: OptionSelection, locale: Locale): Configuration {
  const result = priceConfiguration(product.listPriceCents, product.options, selection);
  if (!result.ok) return result;
  const chosen: Record<string, string> = {};
  const options = result.lines.map((line): ConfiguredOption => {
    const field = OPTION_FIELD[line.type];
    if (field) chosen[field] = line.value;
    return {
      type: line.type,
      value: line.value,
      typeLabel: typeLabels.get(line.type) ?? line.type,
      valueLabel: line.type === 'CARAT' ? caratLabel(line.value, locale) : line.type === 'WRITING' ? line.value : line.label,
      priceDeltaCents: line.priceDeltaCents,
    };
  });
  return { ok: true, priceCents: result.priceCents, options, chosen: chosen as CartOptions };
}

/**
 * Prices a configuration saved earlier (a cart line, a wishlist item). The catalogue may have stopped
 * offering one of its values since: that value is left out (its default, if any, takes its place) and
 * `intact` is false, so the caller can show the piece as not orderable instead of failing.
 */
export function configureSaved(
  product: ConfigurableProduct,
  typeLabels: ReadonlyMap<string, string>,
  saved: OptionSelection,
  locale: Locale,
): { configuration: Extract<Configuration, { ok: true }>; intact: boolean } {
  const first = configure(product, typeLabels, saved, locale);
  if (first.ok) return { configuration: first, intact: true };
  const kept = Object.fromEntries(Object.entries(saved).filter(([field]) => !(field in first.fields)));
  const second = configure(product, typeLabels, kept, locale);
  // Without the refused values only defaults remain, which always price; the fallback is for safety.
  return { configuration: second.ok ? second : { ok: true, priceCents: product.listPriceCents, options: [], chosen: {} }, intact: false };
}

/** Required option types the product offers without a default and the selection leaves open (a ring's size). */
export function missingChoices(options: readonly ProductOptionRow[], selection: OptionSelection): OptionType[] {
  const missing: OptionType[] = [];
  for (const type of REQUIRED_TYPES) {
    const offered = options.filter((option) => option.type === type);
    const field = OPTION_FIELD[type];
    if (offered.length > 0 && !offered.some((option) => option.isDefault) && field && selection[field] === undefined) missing.push(type);
  }
  return missing;
}

/** `{ size: '…' }` → `{ 'options.size': '…' }`: the field path in a request body that nests the options. */
export const underOptions = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([field, problem]) => [`options.${field}`, problem]));
