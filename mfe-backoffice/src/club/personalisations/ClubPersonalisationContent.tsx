import type { StaffClubPersonalisationResponse } from '@ama/contracts';
import patterns from '../../route-patterns.json';
import { useStaffClubPersonalisationQuery } from '../../api';
import { StaffRecord } from '../../components/RecordRead';
import { RecordWithHistory } from '../../components/RecordWithHistory';
import { isMemberId } from '../club-member-filters';
import { PersonalisationFacts } from './PersonalisationFacts';
import { PersonalisationNextStep } from './PersonalisationNextStep';

/** The record's one place: its messages, and the class its styles and its sections' ids start with. */
const RECORD = { messages: 'clubPersonalisations', className: 'ama-staff-personalisation' } as const;

/**
 * /staff/club/personalisations/{id} (an island, backoffice/club-personalisation): one free
 * personalisation request for a manager (the API knows requests by a UUID, as members): the request and
 * its history, as a loan's, then its answer while it waits for one.
 */
export const ClubPersonalisationContent = ({ id }: { id: string }) => (
  <StaffRecord<StaffClubPersonalisationResponse> id={id} isKey={isMemberId} useRecord={useStaffClubPersonalisationQuery} back={patterns.staffClubPersonalisations} {...RECORD}>
    {({ personalisation }, busy) => (
      <RecordWithHistory {...RECORD} busy={busy} facts={<PersonalisationFacts personalisation={personalisation} />} history={personalisation.history} customer="member">
        {(onDone) => <PersonalisationNextStep key={personalisation.status} personalisation={personalisation} onDone={onDone} />}
      </RecordWithHistory>
    )}
  </StaffRecord>
);
