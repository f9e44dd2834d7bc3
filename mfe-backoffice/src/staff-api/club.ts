import { STAFF_PATHS, type ClubTermsChangeResponse, type StaffClubMemberList, type StaffClubMemberResponse, type StaffClubMembersQuery } from '@ama/contracts';
import { listTag, staffApi } from './cache-tags';
import { followWrite, STAFF_WRITE, staffWrite } from './session';
import { filteredListRead, recordRead } from './staff-reads';
import { staffPath } from './staff-paths';

/** The Club AMA members list's filters as the API takes them (contracts' StaffClubMembersQuery). */
export type ClubMembersFilter = Partial<StaffClubMembersQuery>;

/** A terms change as the API takes it (contracts' clubTermsChangeSchema): the day is Italy's, YYYY-MM-DD. */
export interface ClubTermsChangeInput {
  version: string;
  summary: string;
  effectiveFrom: string;
}

/** The managers' Club AMA: members, one member, a termination for breach and a terms change (contracts/src/staff.ts). */
export const clubApi = staffApi.injectEndpoints({
  // A redeployed remote re-runs this in the same server process: its new definitions must win.
  overrideExisting: true,
  endpoints: (build) => ({
    /** Club AMA's members, newest first unless sorted otherwise, 30 a page (manager only: a staff-role session gets 403 FORBIDDEN). */
    staffClubMembers: build.query<StaffClubMemberList, ClubMembersFilter>(filteredListRead(STAFF_PATHS.clubMembers, 'StaffClubMember')),
    /** One member: status, the year's spend at list price, how many codes, every status change (manager only). */
    staffClubMember: build.query<StaffClubMemberResponse, string>(recordRead(STAFF_PATHS.clubMember, 'id', 'StaffClubMember')),
    /**
     * Terminates a membership for breach (manager only), the reason kept in its history. The answer (the
     * member as they are now) replaces the member's page; the list is asked again when next shown.
     */
    terminateClubMembership: build.mutation<StaffClubMemberResponse, { id: string; reason: string }>({
      queryFn: staffWrite<{ id: string; reason: string }, StaffClubMemberResponse>(({ id, reason }) => ({
        url: staffPath(STAFF_PATHS.clubMemberTermination, { id }),
        method: 'POST',
        body: { reason },
      })),
      ...STAFF_WRITE,
      invalidatesTags: (_result, error) => (error ? [] : [listTag('StaffClubMember')]),
      onQueryStarted: ({ id }, lifecycle) => followWrite(lifecycle, (member) => lifecycle.dispatch(clubApi.util.upsertQueryData('staffClubMember', id, member) as never)),
    }),
    /** Announces a terms change at least 30 days ahead (manager only); every active member is e-mailed. */
    announceClubTermsChange: build.mutation<ClubTermsChangeResponse, { change: ClubTermsChangeInput }>({
      queryFn: staffWrite<{ change: ClubTermsChangeInput }, ClubTermsChangeResponse>(({ change }) => ({
        url: staffPath(STAFF_PATHS.clubTermsChanges),
        method: 'POST',
        body: change,
      })),
      ...STAFF_WRITE,
      onQueryStarted: (_arg, lifecycle) => followWrite(lifecycle),
    }),
  }),
});

export const { useStaffClubMembersQuery, useStaffClubMemberQuery, useTerminateClubMembershipMutation, useAnnounceClubTermsChangeMutation } = clubApi;
