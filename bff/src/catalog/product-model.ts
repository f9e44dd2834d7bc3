/*
 * The jewel model a product is made as (a solitaire, a trilogy, tennis …), which its picture draws. No
 * column holds it: the catalogue names it in the SKU, `<collection>-<model>-<cut>` (seed/products.ts,
 * the three letters of seed/models.ts), so a SKU says it in every database already seeded, without a
 * migration. A SKU written otherwise has no known model and is drawn by its category alone.
 */

export const RING_MODELS = ['SOLITAIRE', 'HALO', 'TRILOGY', 'PAVE_SOLITAIRE', 'ETERNITY', 'HALF_ETERNITY', 'TOI_ET_MOI', 'BAND', 'STACKING'] as const;
export const EARRING_MODELS = ['STUDS', 'DROPS', 'HOOPS'] as const;
export const NECKLACE_MODELS = ['PENDANT', 'RIVIERA', 'LARIAT'] as const;
export const BRACELET_MODELS = ['TENNIS', 'BANGLE', 'CHAIN'] as const;

export type RingModel = (typeof RING_MODELS)[number];
export type EarringModel = (typeof EARRING_MODELS)[number];
export type NecklaceModel = (typeof NECKLACE_MODELS)[number];
export type BraceletModel = (typeof BRACELET_MODELS)[number];
export type JewelModel = RingModel | EarringModel | NecklaceModel | BraceletModel;

/** The SKU's middle part of each model, as seed/models.ts spells it. */
const MODEL_BY_SKU_PART: ReadonlyMap<string, JewelModel> = new Map<string, JewelModel>([
  ['SOL', 'SOLITAIRE'],
  ['HAL', 'HALO'],
  ['TRI', 'TRILOGY'],
  ['PAV', 'PAVE_SOLITAIRE'],
  ['ETE', 'ETERNITY'],
  ['HET', 'HALF_ETERNITY'],
  ['TEM', 'TOI_ET_MOI'],
  ['BND', 'BAND'],
  ['STK', 'STACKING'],
  ['STU', 'STUDS'],
  ['DRO', 'DROPS'],
  ['HOO', 'HOOPS'],
  ['PEN', 'PENDANT'],
  ['RIV', 'RIVIERA'],
  ['LAR', 'LARIAT'],
  ['TEN', 'TENNIS'],
  ['BAN', 'BANGLE'],
  ['CHA', 'CHAIN'],
]);

const SKU_PARTS = /^[A-Z0-9]+-([A-Z]{3})-[A-Z0-9]+$/;

/** The model a SKU names, or null when it does not follow the catalogue's pattern. */
export function modelOfSku(sku: string): JewelModel | null {
  const part = SKU_PARTS.exec(sku)?.[1];
  return (part && MODEL_BY_SKU_PART.get(part)) || null;
}
