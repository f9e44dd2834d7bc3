import { useParams } from '@ama/platform';
import { ClubLoanIsland } from '../islands';
import { StaffPage } from '../components/StaffPage';
import '../club/club.css';
import '../club/loans/club-loans.css';

/**
 * /staff/club/loans/{id}: one ELITE loan. Never indexed; whether the loan exists is known in the browser
 * only (the server asks nothing of the staff API), so no 404 here.
 */
export function ClubLoanPage() {
  const { id = '' } = useParams();
  return (
    <StaffPage page="staffClubLoan" texts="clubLoans.pages.record">
      <ClubLoanIsland id={id} />
    </StaffPage>
  );
}
