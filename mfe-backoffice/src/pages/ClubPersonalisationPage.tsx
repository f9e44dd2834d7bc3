import { ClubPersonalisationIsland } from '../islands';
import { StaffRecordPage } from '../components/StaffPage';
import '../club/club.css';
import '../club/personalisations/club-personalisations.css';

/** /staff/club/personalisations/{id}: one free personalisation request, its member, code, history and answer. Never indexed. */
export const ClubPersonalisationPage = () => (
  <StaffRecordPage page="staffClubPersonalisation" texts="clubPersonalisations.pages.record" island={(id) => <ClubPersonalisationIsland id={id} />} />
);
