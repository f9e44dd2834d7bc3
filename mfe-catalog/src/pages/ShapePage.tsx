import { SHAPES } from '@ama/contracts';
import { useShapesQuery } from '../api';
import { familyRoute } from './FamilyPage';

/** /shapes/{slug}: one of the eight stone shapes and the pieces cut in it. */
export const ShapePage = familyRoute({ dimension: 'shape', codes: SHAPES, useFamilies: useShapesQuery });
