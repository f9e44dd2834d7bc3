import { ClubLoanIsland } from '../islands';
import { StaffRecordPage } from '../components/StaffPage';
import '../club/club.css';
import '../club/loans/club-loans.css';

/** /staff/club/loans/{id}: one ELITE loan, its member, history and next step. Never indexed. */
export const ClubLoanPage = () => <StaffRecordPage page="staffClubLoan" texts="clubLoans.pages.record" island={(id) => <ClubLoanIsland id={id} />} />;
