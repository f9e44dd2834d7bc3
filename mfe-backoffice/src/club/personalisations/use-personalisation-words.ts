import type { ClubPersonalisation } from '@ama/contracts';
import { useTranslation } from '@ama/platform';

/**
 * What the list and the record both say of a request in words: the occasion's kind ("Wedding") and the
 * piece, one the member bought ("Order AMA-7K3F-9Q · Gaia ring") or one not made yet ("A new piece").
 */
export function usePersonalisationWords() {
  const { t } = useTranslation('backoffice');
  return {
    occasion: ({ occasionKind }: Pick<ClubPersonalisation, 'occasionKind'>) => t(`clubPersonalisations.occasions.${occasionKind}`),
    piece: ({ piece }: Pick<ClubPersonalisation, 'piece'>) =>
      piece ? t('clubPersonalisations.piece.bought', { number: piece.orderNumber, name: piece.name }) : t('clubPersonalisations.piece.new'),
  };
}
