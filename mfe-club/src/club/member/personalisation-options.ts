import { CLUB_OCCASION_KINDS, NEW_PIECE, type ClubOwnedPiece } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import type { SelectOption } from '@ama/shared-ui';
import { formatCalendarDay } from '../format';

/**
 * The choices of the personalisation form, in the member's language: every occasion kind, and the
 * member's bought pieces (newest order first, as the server sends them) then a new piece last, so the
 * pieces they own, which are free to personalise at once, come first.
 */
export function usePersonalisationOptions(pieces: readonly ClubOwnedPiece[]) {
  const { t } = useTranslation('club');
  const locale = useLocale();
  const kindOptions: SelectOption[] = CLUB_OCCASION_KINDS.map((kind) => ({ value: kind, label: t(`member.personalisations.kinds.${kind}`) }));
  const pieceOptions: SelectOption[] = [
    ...pieces.map((piece) => ({
      value: piece.key,
      label: t('member.personalisations.pieceOption', { number: piece.orderNumber, name: piece.name, date: formatCalendarDay(piece.orderedOn, locale) }),
    })),
    { value: NEW_PIECE, label: t('member.personalisations.newPieceOption') },
  ];
  return { kindOptions, pieceOptions };
}
