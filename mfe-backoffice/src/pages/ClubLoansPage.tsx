import { ClubLoansIsland } from '../islands';
import { StaffPage } from '../components/StaffPage';
import '../club/club.css';
import '../club/loans/club-loans.css';

/** /staff/club/loans: the managers' ELITE jewellery loans. Never indexed; staff data is read in the browser only (the island). */
export function ClubLoansPage() {
  return (
    <StaffPage page="staffClubLoans" texts="clubLoans.pages.list">
      <ClubLoansIsland />
    </StaffPage>
  );
}
