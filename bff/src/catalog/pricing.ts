import type { OptionType } from '@ama/contracts';

/** One option row of a product, with its label in the requested language. */
export interface ProductOptionRow {
  type: OptionType;
  value: string;
  label: string;
  priceDeltaCents: number;
  isDefault: boolean;
  maxLength: number | null;
}

/** What the customer chose; anything left out takes the product's default. */
export interface OptionSelection {
  gold?: string;
  size?: string;
  carat?: string;
  stone?: string;
  engraving?: string;
}

export interface PricedLine {
  type: OptionType;
  value: string;
  label: string;
  priceDeltaCents: number;
}

export type PriceResult = { ok: true; priceCents: number; lines: PricedLine[] } | { ok: false; fields: Record<string, string> };

/** Selection field → the option type it chooses. */
const CHOICES = [
  ['gold', 'GOLD_COLOUR'],
  ['size', 'SIZE'],
  ['carat', 'CARAT'],
  ['stone', 'STONE'],
] as const satisfies ReadonlyArray<readonly [keyof OptionSelection, OptionType]>;

/**
 * The server's price of one configuration (docs/requirements.md#catalogue): list price (the default configuration) plus
 * the surcharge of every chosen value and the engraving fee. Values the product does not offer are
 * reported per field, never silently replaced.
 */
export function priceConfiguration(listPriceCents: number, options: readonly ProductOptionRow[], selection: OptionSelection): PriceResult {
  const fields: Record<string, string> = {};
  const lines: PricedLine[] = [];
  const line = (option: ProductOptionRow, value = option.value) => lines.push({ type: option.type, value, label: option.label, priceDeltaCents: option.priceDeltaCents });

  for (const [field, type] of CHOICES) {
    const offered = options.filter((option) => option.type === type);
    const wanted = selection[field];
    if (wanted === undefined) {
      const fallback = offered.find((option) => option.isDefault);
      if (fallback) line(fallback);
      continue;
    }
    const chosen = offered.find((option) => option.value.toUpperCase() === wanted.toUpperCase());
    if (chosen) line(chosen);
    else fields[field] = offered.length === 0 ? 'This product has no such option' : `Not offered for this product: choose ${offered.map((option) => option.value).join(', ')}`;
  }

  for (const material of options.filter((option) => option.type === 'MATERIAL' && option.isDefault)) line(material);

  if (selection.engraving !== undefined) {
    const writing = options.find((option) => option.type === 'WRITING');
    const length = Array.from(selection.engraving).length;
    if (!writing) fields.engraving = 'This product cannot be engraved';
    else if (writing.maxLength !== null && length > writing.maxLength) fields.engraving = `At most ${writing.maxLength} characters`;
    else line(writing, selection.engraving);
  }

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const priceCents = lines.reduce((total, priced) => total + priced.priceDeltaCents, listPriceCents);
  return { ok: true, priceCents, lines };
}
