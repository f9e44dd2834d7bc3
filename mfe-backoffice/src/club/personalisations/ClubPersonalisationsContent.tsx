import { CLUB_PERSONALISATION_STATUSES, STAFF_LIMITS, type StaffClubPersonalisationList } from '@ama/contracts';
import { useStaffClubPersonalisationsQuery } from '../../api';
import { pagedListKind } from '../../components/PagedList';
import { StatusListPage } from '../../components/StatusListPage';
import { ClubPersonalisationsTable } from './ClubPersonalisationsTable';

const PERSONALISATIONS = pagedListKind(
  'clubPersonalisations',
  'ama-staff-personalisations-list',
  STAFF_LIMITS.clubPersonalisationsPageSize,
  (list: StaffClubPersonalisationList) => list.personalisations,
);

/** /staff/club/personalisations (an island, backoffice/club-personalisations): the members' free personalisation requests, the soonest occasion first, a status filter and the pages, for a signed-in manager. */
export const ClubPersonalisationsContent = () => (
  <StatusListPage kind={PERSONALISATIONS} statuses={CLUB_PERSONALISATION_STATUSES} useList={useStaffClubPersonalisationsQuery} managersOnly>
    {(personalisations, caption) => <ClubPersonalisationsTable personalisations={personalisations} caption={caption} />}
  </StatusListPage>
);
