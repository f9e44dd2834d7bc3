import { STAFF_PATHS, type StaffClubPersonalisationList, type StaffClubPersonalisationResponse, type StaffClubPersonalisationsQuery } from '@ama/contracts';
import { staffApi } from './cache-tags';
import { filteredListRead, recordRead, recordStep } from './staff-reads';
import { staffPath } from './staff-paths';

/** The personalisations list's filters as the API takes them (contracts' StaffClubPersonalisationsQuery). */
export type ClubPersonalisationsFilter = Partial<StaffClubPersonalisationsQuery>;

/** A manager's answer to a request and the body it sends (contracts/src/staff-club-personalisations.ts): an approval sends nothing of its own. */
export type ClubPersonalisationStep = { id: string } & ({ step: 'approval'; body?: undefined } | { step: 'refusal'; body: { reason: string } });

const STEP_PATHS: Record<ClubPersonalisationStep['step'], string> = {
  approval: STAFF_PATHS.clubPersonalisationApproval,
  refusal: STAFF_PATHS.clubPersonalisationRefusal,
};

/** The managers' free personalisations: the requests, one request, and its answer (manager only: a staff-role session gets 403 FORBIDDEN). */
export const clubPersonalisationsApi = staffApi.injectEndpoints({
  // A redeployed remote re-runs this in the same server process: its new definitions must win.
  overrideExisting: true,
  endpoints: (build) => ({
    /** The requests, the soonest occasion first, 30 a page, by status if chosen. */
    staffClubPersonalisations: build.query<StaffClubPersonalisationList, ClubPersonalisationsFilter>(
      filteredListRead(STAFF_PATHS.clubPersonalisations, 'StaffClubPersonalisation'),
    ),
    /** One request: the occasion, the piece, the member, the code once issued, and every change. */
    staffClubPersonalisation: build.query<StaffClubPersonalisationResponse, string>(recordRead(STAFF_PATHS.clubPersonalisation, 'id', 'StaffClubPersonalisation')),
    /** Approves (a new piece's engraving code is issued and e-mailed) or refuses (reason) a request: one POST each, with the CSRF token. */
    // After it, and after one refused because another manager decided first (409) or the request went (404), the request and the lists are read again.
    takeClubPersonalisationStep: build.mutation<StaffClubPersonalisationResponse, ClubPersonalisationStep>(
      recordStep<ClubPersonalisationStep, StaffClubPersonalisationResponse>('StaffClubPersonalisation', ({ id, step, body }) => ({
        url: staffPath(STEP_PATHS[step], { id }),
        method: 'POST',
        body: body ?? {},
      })),
    ),
  }),
});

export const { useStaffClubPersonalisationsQuery, useStaffClubPersonalisationQuery, useTakeClubPersonalisationStepMutation } = clubPersonalisationsApi;
