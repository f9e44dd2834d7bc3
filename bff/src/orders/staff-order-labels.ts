import type { Locale, StaffOrder } from '@ama/contracts';
import type { Kysely } from 'kysely';
import { configureSaved, findConfigurableProducts } from '../catalog';
import type { Database } from '../db/schema';
import { TYPE_LABEL_VALUE } from '../seed';

type Line = StaffOrder['lines'][number];

/**
 * The order's lines with their options named in `locale` (the staff member's page), not in the
 * order's language in which they were stored: the catalogue labels the values the shopper chose, with
 * the one labelling the shop uses everywhere (catalog/configuration.ts). What was sold is unchanged:
 * values, prices and the engraving's text as typed. A value the catalogue no longer knows keeps its
 * stored words.
 */
export async function withOptionsIn(db: Kysely<Database>, order: StaffOrder, locale: Locale): Promise<StaffOrder> {
  if (locale === order.locale) return order;
  const { products, typeLabels } = await findConfigurableProducts(
    db,
    order.lines.map((line) => line.sku),
    locale,
    TYPE_LABEL_VALUE,
  );
  const relabel = (line: Line): Line => {
    const product = products.get(line.sku);
    const labelled = product ? configureSaved(product, typeLabels, line.options, locale).configuration.options : [];
    return {
      ...line,
      selection: line.selection.map((sold) => {
        const now = labelled.find((option) => option.type === sold.type && option.value === sold.value);
        return {
          ...sold,
          label: typeLabels.get(sold.type) ?? sold.label,
          // The engraving is the shopper's own text, in whatever language they wrote it.
          valueLabel: now && sold.type !== 'WRITING' ? now.valueLabel : sold.valueLabel,
        };
      }),
    };
  };
  return { ...order, lines: order.lines.map(relabel) };
}
