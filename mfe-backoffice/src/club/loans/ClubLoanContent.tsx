import type { StaffClubLoanResponse } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import patterns from '../../route-patterns.json';
import { useStaffClubLoanQuery } from '../../api';
import { StaffRecord } from '../../components/RecordRead';
import { Section } from '../../components/Section';
import { RecordSteps } from '../../components/RecordSteps';
import { isMemberId } from '../club-member-filters';
import { LoanFacts } from './LoanFacts';
import { LoanHistory } from './LoanHistory';
import { LoanNextStep } from './LoanNextStep';

/** /staff/club/loans/{id} (an island, backoffice/club-loan): one ELITE loan and its next step, for a manager (the API knows loans by a UUID, as members). */
export const ClubLoanContent = ({ id }: { id: string }) => (
  <StaffRecord<StaffClubLoanResponse> id={id} isKey={isMemberId} useRecord={useStaffClubLoanQuery} messages="clubLoans" back={patterns.staffClubLoans}>
    {({ loan }, busy) => <ClubLoanDetails loan={loan} busy={busy} />}
  </StaffRecord>
);

/** The request and its history side by side on a wide screen (above each other on a phone), then its next step. */
function ClubLoanDetails({ loan, busy }: { loan: StaffClubLoanResponse['loan']; busy: boolean }) {
  const { t } = useTranslation('backoffice');
  return (
    <RecordSteps
      messages="clubLoans"
      className="ama-staff-club-loan"
      idPrefix="ama-staff-loan"
      busy={busy}
      next={(onDone) => <LoanNextStep key={loan.status} loan={loan} onDone={onDone} />}
    >
      <Section id="ama-staff-loan-facts" title={t('clubLoans.facts.title')} busy={busy}>
        <LoanFacts loan={loan} />
      </Section>
      <Section id="ama-staff-loan-history" title={t('clubLoans.history.title')}>
        <LoanHistory history={loan.history} />
      </Section>
    </RecordSteps>
  );
}
