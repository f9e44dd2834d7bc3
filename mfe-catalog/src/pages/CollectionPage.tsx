import { COLLECTIONS } from '@ama/contracts';
import { useCollectionsQuery } from '../api';
import { familyRoute } from './FamilyPage';

/** /collections/{slug}: one of the eight collections, its story and its pieces. */
export const CollectionPage = familyRoute({ dimension: 'collection', codes: COLLECTIONS, useFamilies: useCollectionsQuery });
