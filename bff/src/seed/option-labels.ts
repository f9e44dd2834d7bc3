import type { OptionType } from '@ama/contracts';
import type { Translated } from './types';

/** The value that labels an option type itself in option_labels ('Gold colour', 'Ring size'…). */
export const TYPE_LABEL_VALUE = '*';

export const OPTION_TYPE_LABELS: Record<OptionType, Translated> = {
  GOLD_COLOUR: { en: 'Gold colour', it: 'Colore dell’oro', es: 'Color del oro', de: 'Goldfarbe' },
  SIZE: { en: 'Ring size', it: 'Misura', es: 'Talla', de: 'Ringgröße' },
  CARAT: { en: 'Carat', it: 'Carati', es: 'Quilates', de: 'Karat' },
  STONE: { en: 'Stone', it: 'Pietra', es: 'Piedra', de: 'Stein' },
  WRITING: { en: 'Engraving', it: 'Incisione', es: 'Grabado', de: 'Gravur' },
  MATERIAL: { en: 'Material', it: 'Materiale', es: 'Material', de: 'Material' },
};

/** Labels of option values shared by every product. Sizes and carats are labelled in code. */
export const OPTION_VALUE_LABELS: ReadonlyArray<{ type: OptionType; value: string; label: Translated }> = [
  { type: 'GOLD_COLOUR', value: 'WHITE', label: { en: '18KT white gold', it: 'Oro bianco 18KT', es: 'Oro blanco 18 k', de: '18 kt Weißgold' } },
  { type: 'GOLD_COLOUR', value: 'YELLOW', label: { en: '18KT yellow gold', it: 'Oro giallo 18KT', es: 'Oro amarillo 18 k', de: '18 kt Gelbgold' } },
  { type: 'GOLD_COLOUR', value: 'ROSE', label: { en: '18KT rose gold', it: 'Oro rosa 18KT', es: 'Oro rosa 18 k', de: '18 kt Roségold' } },
  {
    type: 'STONE',
    value: 'LAB_DIAMOND',
    label: {
      en: 'Lab-grown diamond, colour F, clarity VS',
      it: 'Diamante coltivato in laboratorio, colore F, purezza VS',
      es: 'Diamante cultivado en laboratorio, color F, pureza VS',
      de: 'Laborgezüchteter Diamant, Farbe F, Reinheit VS',
    },
  },
  {
    type: 'STONE',
    value: 'LAB_DIAMOND_EXCEPTIONAL',
    label: {
      en: 'Lab-grown diamond, colour D, clarity VVS',
      it: 'Diamante coltivato in laboratorio, colore D, purezza VVS',
      es: 'Diamante cultivado en laboratorio, color D, pureza VVS',
      de: 'Laborgezüchteter Diamant, Farbe D, Reinheit VVS',
    },
  },
  {
    type: 'MATERIAL',
    value: 'RECYCLED_GOLD_18KT',
    label: {
      en: '100% recycled 18KT gold, refined to 99.9%',
      it: 'Oro 18KT riciclato al 100%, affinato al 99,9%',
      es: 'Oro de 18 k 100% reciclado, refinado al 99,9%',
      de: '100 % recyceltes 18-kt-Gold, auf 99,9 % raffiniert',
    },
  },
];
