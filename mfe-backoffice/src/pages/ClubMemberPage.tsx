import { ClubMemberIsland } from '../islands';
import { StaffRecordPage } from '../components/StaffPage';
import '../club/club.css';

/** /staff/club/{id}: one Club AMA member. Never indexed. */
export const ClubMemberPage = () => <StaffRecordPage page="staffClubMember" island={(id) => <ClubMemberIsland id={id} />} />;
