import { STAFF_PATHS, type StaffWarrantyRenewalList, type StaffWarrantyRenewalResponse, type StaffWarrantyRenewalsQuery, type WarrantyRenewalStepInput } from '@ama/contracts';
import { staffApi } from './cache-tags';
import { followWrite, STAFF_WRITE, staffWrite } from './session';
import { filteredListRead, recordRead, stepTags } from './staff-reads';
import { staffPath } from './staff-paths';

/** The renewals list's filters as the API takes them (contracts' StaffWarrantyRenewalsQuery). */
export type WarrantyRenewalsFilter = Partial<StaffWarrantyRenewalsQuery>;

/** A renewal moved on: its id and the step (the status it goes to; the way back may name its carrier and tracking number). */
export interface WarrantyRenewalStepArg {
  id: string;
  step: WarrantyRenewalStepInput;
}

/** The warranty renewals (docs/services.md#warranty-renewal): the requests, one renewal, and its next step (every staff role). */
export const warrantyRenewalsApi = staffApi.injectEndpoints({
  // A redeployed remote re-runs this in the same server process: its new definitions must win.
  overrideExisting: true,
  endpoints: (build) => ({
    /** The renewals, those still at the workshop's end first, the longest waiting first, 30 a page, by status if chosen. */
    staffWarrantyRenewals: build.query<StaffWarrantyRenewalList, WarrantyRenewalsFilter>(filteredListRead(STAFF_PATHS.warrantyRenewals, 'StaffWarrantyRenewal')),
    /** One renewal: the piece, its order and customer, every change. */
    staffWarrantyRenewal: build.query<StaffWarrantyRenewalResponse, string>(recordRead(STAFF_PATHS.warrantyRenewal, 'id', 'StaffWarrantyRenewal')),
    /** Moves a renewal on to its next status, with the CSRF token; the customer is e-mailed. */
    stepWarrantyRenewal: build.mutation<StaffWarrantyRenewalResponse, WarrantyRenewalStepArg>({
      queryFn: staffWrite<WarrantyRenewalStepArg, StaffWarrantyRenewalResponse>(({ id, step }) => ({
        url: staffPath(STAFF_PATHS.warrantyRenewalStatus, { id }),
        method: 'POST',
        body: step,
      })),
      ...STAFF_WRITE,
      // After a step, and after one refused because the renewal moved on (409) or went (404), the renewal and the lists are read again.
      invalidatesTags: stepTags('StaffWarrantyRenewal'),
      onQueryStarted: (_arg, lifecycle) => followWrite(lifecycle),
    }),
  }),
});

export const { useStaffWarrantyRenewalsQuery, useStaffWarrantyRenewalQuery, useStepWarrantyRenewalMutation } = warrantyRenewalsApi;
