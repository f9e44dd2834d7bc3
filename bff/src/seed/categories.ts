import type { Category } from '@ama/contracts';
import type { Translated } from './types';

export interface CategorySeed {
  code: Category;
  name: Translated;
}

export const CATEGORY_SEED: readonly CategorySeed[] = [
  { code: 'ENGAGEMENT_RINGS', name: { en: 'Engagement rings', it: 'Anelli di fidanzamento', es: 'Anillos de compromiso', de: 'Verlobungsringe' } },
  { code: 'RINGS', name: { en: 'Rings', it: 'Anelli', es: 'Anillos', de: 'Ringe' } },
  { code: 'EARRINGS', name: { en: 'Earrings', it: 'Orecchini', es: 'Pendientes', de: 'Ohrringe' } },
  { code: 'NECKLACES', name: { en: 'Necklaces', it: 'Collane', es: 'Collares', de: 'Halsketten' } },
  { code: 'BRACELETS', name: { en: 'Bracelets', it: 'Bracciali', es: 'Pulseras', de: 'Armbänder' } },
];
