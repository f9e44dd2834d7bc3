import { productImageUrl, type Cart, type CartLine, type Locale } from '@ama/contracts';
import type { Kysely } from 'kysely';
import { configureSaved, findConfigurableProducts, type ConfigurableProductRow } from '../catalog';
import type { Database } from '../db/schema';
import { TYPE_LABEL_VALUE } from '../seed';
import { appliedDiscount } from './cart-discount';
import { findLines, type StoredLine } from './repository';
import { cartTotals } from './totals';
import { workingDaysAfter } from '../domain/working-days';

function toCartLine(line: StoredLine, product: ConfigurableProductRow, typeLabels: ReadonlyMap<string, string>, locale: Locale): CartLine {
  const { configuration, intact } = configureSaved(product, typeLabels, line.options, locale);
  const options = configuration.chosen;
  return {
    id: line.id,
    sku: line.sku,
    name: product.name,
    imageUrl: productImageUrl(line.sku, options.gold ?? product.defaultGold),
    // A configuration the catalogue no longer makes cannot be ordered as it stands, like an unavailable piece.
    available: product.available && intact,
    quantity: line.quantity,
    options,
    selection: configuration.options.map((option) => ({
      type: option.type,
      value: option.value,
      label: option.typeLabel,
      valueLabel: option.valueLabel,
      priceDeltaCents: option.priceDeltaCents,
    })),
    unitPriceCents: configuration.priceCents,
    lineTotalCents: configuration.priceCents * line.quantity,
  };
}

interface ReadLines {
  lines: CartLine[];
  /** The most planned working days of any line's piece (0 without lines). */
  slowestShipmentDays: number;
}

async function readLines(db: Kysely<Database>, visitorHash: string | null, locale: Locale): Promise<ReadLines> {
  const stored = visitorHash ? await findLines(db, visitorHash) : [];
  const { products, typeLabels } = await findConfigurableProducts(
    db,
    stored.map((line) => line.sku),
    locale,
    TYPE_LABEL_VALUE,
  );
  let slowestShipmentDays = 0;
  const lines = stored.flatMap((line) => {
    const product = products.get(line.sku);
    if (!product) return [];
    slowestShipmentDays = Math.max(slowestShipmentDays, product.shipmentWorkingDays);
    return [toCartLine(line, product, typeLabels, locale)];
  });
  return { lines, slowestShipmentDays };
}

/**
 * The visitor's lines in `locale`, priced now from the catalogue: nothing of a price is stored, so a
 * price change or a piece becoming unavailable shows on the next read. Read straight from the
 * database, not through the catalogue's cache, which may be a minute behind. No visitor → no lines.
 */
export async function readCartLines(db: Kysely<Database>, visitorHash: string | null, locale: Locale): Promise<CartLine[]> {
  return (await readLines(db, visitorHash, locale)).lines;
}

/**
 * The visitor's cart in `locale`: its lines priced now, and its discount code checked again now
 * (cart-discount.ts), so every answer carries today's figures, and the day it would ship if ordered
 * now (every piece is made to order: the slowest sets the day). No visitor → empty cart.
 */
export async function readCart(db: Kysely<Database>, visitorHash: string | null, locale: Locale, now: Date = new Date()): Promise<Cart> {
  const { lines, slowestShipmentDays } = await readLines(db, visitorHash, locale);
  const discount = visitorHash ? await appliedDiscount(db, visitorHash, lines) : null;
  return { lines, ...cartTotals(lines, discount), shipsBy: lines.length > 0 ? workingDaysAfter(now, slowestShipmentDays) : null };
}
