import { STAFF_PATHS, type NewStaffAccountInput, type NewStaffAccountResponse, type StaffAccountList } from '@ama/contracts';
import { useAppDispatch } from '@ama/platform';
import { listTag, staffApi } from './cache-tags';
import { followWrite, STAFF_WRITE, staffWrite } from './session';
import { wholeListRead } from './staff-reads';
import { staffPath } from './staff-paths';

/** The managers' staff accounts (contracts/src/staff.ts). */
export const accountsApi = staffApi.injectEndpoints({
  // A redeployed remote re-runs this in the same server process: its new definitions must win.
  overrideExisting: true,
  endpoints: (build) => ({
    /** Every staff account (manager only: a staff-role session gets 403 FORBIDDEN). */
    staffAccounts: build.query<StaffAccountList, void>(wholeListRead(STAFF_PATHS.accounts, 'StaffAccount')),
    /** Adds an account (manager only); its one-time password is in the answer. Sent with useAddStaffAccount. */
    addStaffAccount: build.mutation<NewStaffAccountResponse, { account: NewStaffAccountInput }>({
      queryFn: staffWrite<{ account: NewStaffAccountInput }, NewStaffAccountResponse>(({ account }) => ({ url: staffPath(STAFF_PATHS.accounts), method: 'POST', body: account })),
      ...STAFF_WRITE,
      invalidatesTags: (_result, error) => (error ? [] : [listTag('StaffAccount')]),
      onQueryStarted: (_arg, lifecycle) => followWrite(lifecycle),
    }),
  }),
});

/**
 * Adds a staff account, untracked (`track: false`): the answer's one-time password goes to the caller
 * only, which shows it once, and is never kept in the shared store's state for anything to read later.
 */
export function useAddStaffAccount() {
  const dispatch = useAppDispatch();
  return (account: NewStaffAccountInput) => dispatch(accountsApi.endpoints.addStaffAccount.initiate({ account }, { track: false })).unwrap();
}

export const { useStaffAccountsQuery } = accountsApi;
