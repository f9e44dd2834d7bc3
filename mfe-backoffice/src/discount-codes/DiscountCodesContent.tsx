import { STAFF_LIMITS, type StaffDiscountCodeList, type StaffDiscountCodeResponse, type StaffSession } from '@ama/contracts';
import { notify, useAppDispatch, useTranslation } from '@ama/platform';
import { useStaffDiscountCodesQuery } from '../api';
import { FormSection, useFormRounds } from '../components/FormSection';
import { ListPage } from '../components/ListPage';
import { useUrlList } from '../components/use-url-filters';
import { StaffGate } from '../session/StaffGate';
import { DEFAULT_DISCOUNT_CODE_SORT, discountCodeFiltersSearch, discountCodesQuery, readDiscountCodeFilters } from './discount-code-filters';
import { DiscountCodeFiltersForm } from './DiscountCodeFiltersForm';
import { DiscountCodesTable } from './DiscountCodesTable';
import { NewCodeForm } from './NewCodeForm';
import { pagedListKind } from '../components/PagedList';

const CODES = pagedListKind('discountCodes', 'ama-staff-codes-list', STAFF_LIMITS.discountCodesPageSize, (list: StaffDiscountCodeList) => list.codes);

/** /staff/discount-codes (an island, backoffice/discount-codes): the codes and a new one, for a signed-in manager. */
export function DiscountCodesContent() {
  const { t } = useTranslation('backoffice');
  return <StaffGate title={t('pages.staffDiscountCodes.title')}>{(session) => <DiscountCodes session={session} />}</StaffGate>;
}

/** Filters, the table and its pages (all in the URL), then the form that creates a code; the server decides who may. */
function DiscountCodes({ session }: { session: StaffSession }) {
  const { t } = useTranslation('backoffice');
  const { url, request } = useUrlList(readDiscountCodeFilters, discountCodeFiltersSearch, discountCodesQuery, useStaffDiscountCodesQuery);
  const filtersForm = <DiscountCodeFiltersForm key={url.search} filters={url.filters} onApply={url.apply} />;
  return (
    <ListPage kind={CODES} request={request} url={url} managersOf={session} intro={t('discountCodes.intro')} controls={filtersForm} after={<CreateCode />}>
      {(codes, caption) => <DiscountCodesTable codes={codes} caption={caption} {...url.sorting(DEFAULT_DISCOUNT_CODE_SORT)} />}
    </ListPage>
  );
}

/** The form, started again empty once a code is created; a toast says so and the list is asked again (api.ts). */
function CreateCode() {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const rounds = useFormRounds();
  const created = ({ code }: StaffDiscountCodeResponse) => {
    notify(dispatch, { type: 'success', message: t('discountCodes.create.created', { code: code.code }) });
    rounds.next();
    rounds.focusTitle();
  };
  return (
    <FormSection titleId="ama-staff-new-code" title={rounds.title} messages="discountCodes.create" className="ama-staff-codes-create">
      <NewCodeForm key={rounds.formKey} onCreated={created} />
    </FormSection>
  );
}
