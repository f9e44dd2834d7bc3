import type { StaffClubLoanResponse } from '@ama/contracts';
import patterns from '../../route-patterns.json';
import { useStaffClubLoanQuery } from '../../api';
import { StaffRecord } from '../../components/RecordRead';
import { RecordWithHistory } from '../../components/RecordWithHistory';
import { isMemberId } from '../club-member-filters';
import { LoanFacts } from './LoanFacts';
import { LoanNextStep } from './LoanNextStep';

/**
 * /staff/club/loans/{id} (an island, backoffice/club-loan): one ELITE loan for a manager (the API knows
 * loans by a UUID, as members): the request and its history (the member's own steps said as "by the
 * member"), then its next step.
 */
export const ClubLoanContent = ({ id }: { id: string }) => (
  <StaffRecord<StaffClubLoanResponse> id={id} isKey={isMemberId} useRecord={useStaffClubLoanQuery} messages="clubLoans" back={patterns.staffClubLoans}>
    {({ loan }, busy) => (
      <RecordWithHistory messages="clubLoans" className="ama-staff-club-loan" busy={busy} facts={<LoanFacts loan={loan} />} history={loan.history} customer="member">
        {(onDone) => <LoanNextStep key={loan.status} loan={loan} onDone={onDone} />}
      </RecordWithHistory>
    )}
  </StaffRecord>
);
