import { WarrantyRenewalIsland } from '../islands';
import { StaffRecordPage } from '../components/StaffPage';
import '../club/club.css';
import '../orders/renewals/renewals.css';

/** /staff/renewals/{id}: one warranty renewal and its next step. Never indexed. */
export const WarrantyRenewalPage = () => <StaffRecordPage page="staffRenewal" texts="warrantyRenewals.pages.record" island={(id) => <WarrantyRenewalIsland id={id} />} />;
