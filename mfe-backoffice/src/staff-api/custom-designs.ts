import {
  STAFF_PATHS,
  type CustomDesignClosingInput,
  type CustomDesignProductionInput,
  type CustomDesignProposalInput,
  type StaffCustomDesignList,
  type StaffCustomDesignResponse,
  type StaffCustomDesignsQuery,
} from '@ama/contracts';
import { staffApi } from './cache-tags';
import { filteredListRead, recordRead, recordStep } from './staff-reads';
import { staffPath } from './staff-paths';

/** The custom designs list's filters as the API takes them (contracts' StaffCustomDesignsQuery). */
export type CustomDesignsFilter = Partial<StaffCustomDesignsQuery>;

/** Each of the shop's steps of a design and the body it sends (contracts/src/staff-custom-designs.ts). */
export type CustomDesignStep = { id: string } & (
  { step: 'proposal'; body: CustomDesignProposalInput } | { step: 'production'; body: CustomDesignProductionInput } | { step: 'closing'; body: CustomDesignClosingInput }
);

const STEP_PATHS: Record<CustomDesignStep['step'], string> = {
  proposal: STAFF_PATHS.customDesignProposal,
  production: STAFF_PATHS.customDesignProduction,
  closing: STAFF_PATHS.customDesignClosing,
};

/** The managers' custom designs: the requests, one design, and its steps (manager only: a staff-role session gets 403 FORBIDDEN). */
export const customDesignsApi = staffApi.injectEndpoints({
  // A redeployed remote re-runs this in the same server process: its new definitions must win.
  overrideExisting: true,
  endpoints: (build) => ({
    /** The requests, the newest first, 30 a page, by status if chosen. */
    staffCustomDesigns: build.query<StaffCustomDesignList, CustomDesignsFilter>(filteredListRead(STAFF_PATHS.customDesigns, 'StaffCustomDesign')),
    /** One design: the request, the customer, the fee and every change. */
    staffCustomDesign: build.query<StaffCustomDesignResponse, string>(recordRead(STAFF_PATHS.customDesign, 'id', 'StaffCustomDesign')),
    /**
     * Sends a proposal (message), puts the piece into production (an optional order number: the fee
     * released) or closes the design as not taken up (a reason: the fee charged): one POST each, with the
     * CSRF token. The design and the lists are read again after it (and after a 409 or a 404).
     */
    takeCustomDesignStep: build.mutation<StaffCustomDesignResponse, CustomDesignStep>(
      recordStep<CustomDesignStep, StaffCustomDesignResponse>('StaffCustomDesign', ({ id, step, body }) => ({ url: staffPath(STEP_PATHS[step], { id }), method: 'POST', body })),
    ),
  }),
});

export const { useStaffCustomDesignsQuery, useStaffCustomDesignQuery, useTakeCustomDesignStepMutation } = customDesignsApi;
