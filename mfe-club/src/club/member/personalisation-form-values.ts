import type { clubPersonalisationRequestSchema } from '@ama/contracts';
import type { z } from 'zod';

/** What the personalisation form holds: the request's fields as chosen and typed (empty until chosen). */
export interface PersonalisationFormValues {
  occasionKind: string;
  occasionDate: string;
  description: string;
  /** NEW_PIECE, or the key of one of the member's pieces (orderPieceKey). */
  piece: string;
}

/** A request as the contract's schema passes it on (the description trimmed, the occasion a known kind). */
export type ClubPersonalisationRequest = z.output<typeof clubPersonalisationRequestSchema>;

// Nothing is chosen for the member: an occasion or a piece picked by default could be sent by mistake.
export const EMPTY_PERSONALISATION_FORM: PersonalisationFormValues = { occasionKind: '', occasionDate: '', description: '', piece: '' };

/** Reading order of the fields: the first one with a problem gets the focus. */
export const PERSONALISATION_FIELDS = ['occasionKind', 'occasionDate', 'description', 'piece'] as const satisfies readonly (keyof PersonalisationFormValues)[];
