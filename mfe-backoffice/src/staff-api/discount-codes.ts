import { STAFF_PATHS, type NewDiscountCodeInput, type StaffDiscountCodeList, type StaffDiscountCodeResponse, type StaffDiscountCodesQuery } from '@ama/contracts';
import { listTag, staffApi } from './cache-tags';
import { followWrite, STAFF_WRITE, staffWrite } from './session';
import { filteredListRead, recordRead } from './staff-reads';
import { staffPath } from './staff-paths';

/** The discount codes list's filters as the API takes them (contracts' StaffDiscountCodesQuery). */
export type DiscountCodesFilter = Partial<StaffDiscountCodesQuery>;

/** The managers' discount codes, one code's redemptions, creating and switching one (contracts/src/staff.ts). */
export const discountCodesApi = staffApi.injectEndpoints({
  // A redeployed remote re-runs this in the same server process: its new definitions must win.
  overrideExisting: true,
  endpoints: (build) => ({
    /** The shop's discount codes (the personal ones on request), 30 a page (manager only: a staff-role session gets 403 FORBIDDEN). */
    staffDiscountCodes: build.query<StaffDiscountCodeList, DiscountCodesFilter>(filteredListRead(STAFF_PATHS.discountCodes, 'StaffDiscountCode')),
    /** One code and who used it on which order (manager only). */
    staffDiscountCode: build.query<StaffDiscountCodeResponse, string>(recordRead(STAFF_PATHS.discountCode, 'code', 'StaffDiscountCode')),
    /** Creates a code (manager only); the list is asked again. */
    createDiscountCode: build.mutation<StaffDiscountCodeResponse, { code: NewDiscountCodeInput }>({
      queryFn: staffWrite<{ code: NewDiscountCodeInput }, StaffDiscountCodeResponse>(({ code }) => ({ url: staffPath(STAFF_PATHS.discountCodes), method: 'POST', body: code })),
      ...STAFF_WRITE,
      invalidatesTags: (_result, error) => (error ? [] : [listTag('StaffDiscountCode')]),
      onQueryStarted: (_arg, lifecycle) => followWrite(lifecycle),
    }),
    /**
     * Switches a code off (shoppers then read "Invalid discount code") or on again (manager only). The
     * answer replaces the code in every list on screen and on its own page: a row stays where it is.
     */
    setDiscountCodeActive: build.mutation<StaffDiscountCodeResponse, { code: string; active: boolean }>({
      queryFn: staffWrite<{ code: string; active: boolean }, StaffDiscountCodeResponse>(({ code, active }) => ({
        url: staffPath(STAFF_PATHS.discountCodeActive, { code }),
        method: 'PUT',
        body: { active },
      })),
      ...STAFF_WRITE,
      onQueryStarted: ({ code }, lifecycle) => followWrite(lifecycle, (answer) => replaceCode(lifecycle, code, answer)),
    }),
  }),
});

/** A code as the API now answers it, in place of its row in every list on screen and of its own page. */
function replaceCode({ dispatch, getState }: { dispatch: (action: never) => unknown; getState: () => unknown }, code: string, answer: StaffDiscountCodeResponse) {
  const changed = answer.code;
  for (const filter of discountCodesApi.util.selectCachedArgsForQuery(getState() as never, 'staffDiscountCodes')) {
    dispatch(
      discountCodesApi.util.updateQueryData('staffDiscountCodes', filter, (list) => {
        const index = list.codes.findIndex((one) => one.code === changed.code);
        if (index >= 0) list.codes[index] = changed;
      }) as never,
    );
  }
  if (discountCodesApi.util.selectCachedArgsForQuery(getState() as never, 'staffDiscountCode').includes(code)) {
    dispatch(discountCodesApi.util.upsertQueryData('staffDiscountCode', code, answer) as never);
  }
}

export const { useStaffDiscountCodesQuery, useStaffDiscountCodeQuery, useCreateDiscountCodeMutation, useSetDiscountCodeActiveMutation } = discountCodesApi;
