import { CustomDesignIsland } from '../islands';
import { StaffRecordPage } from '../components/StaffPage';
import '../club/club.css';
import '../club/designs/custom-designs.css';

/** /staff/club/designs/{id}: one custom design, its customer, fee, history and next steps. Never indexed. */
export const CustomDesignPage = () => <StaffRecordPage page="staffCustomDesign" texts="customDesigns.pages.record" island={(id) => <CustomDesignIsland id={id} />} />;
