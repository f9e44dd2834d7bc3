/** A choice of a Combobox: `value` is what the form holds and sends, `label` what the shopper reads. */
export interface ComboboxOption {
  value: string;
  label: string;
}

/**
 * Text as a shopper may type it: lower case, without accents or apostrophes' variants, spaces
 * collapsed. "forli" finds "Forlì", "sant agata" finds "Sant'Agata": phones' keyboards make accents
 * and typographic apostrophes slow to type, and nobody should need them to find their town.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`´‘]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface ComboboxMatches {
  /** The options to show, at most `limit`: those starting with the query first, in their given order. */
  shown: ComboboxOption[];
  /** How many options match in all (more than `shown` when the limit cut the list). */
  total: number;
}

/** The options whose label contains what was typed (folded); every option for an empty query. */
export function matchOptions(options: readonly ComboboxOption[], query: string, limit: number): ComboboxMatches {
  const folded = foldText(query);
  if (folded === '') return { shown: options.slice(0, limit), total: options.length };
  const starting: ComboboxOption[] = [];
  const containing: ComboboxOption[] = [];
  for (const option of options) {
    const label = foldText(option.label);
    if (label.startsWith(folded)) starting.push(option);
    else if (label.includes(folded)) containing.push(option);
  }
  const all = starting.concat(containing);
  return { shown: all.slice(0, limit), total: all.length };
}

/**
 * The one option that what was typed names exactly (its label or its value, folded), if any: typing
 * or autofilling "Milano" chooses Milano without opening the list, as a select would have.
 */
export function exactOption(options: readonly ComboboxOption[], text: string): ComboboxOption | undefined {
  const folded = foldText(text);
  if (folded === '') return undefined;
  const found = options.filter((option) => foldText(option.label) === folded || foldText(option.value) === folded);
  return found.length === 1 ? found[0] : undefined;
}
