import { STAFF_LIMITS, type StaffDiscountCodeResponse, type StaffSession } from '@ama/contracts';
import { notify, useAppDispatch, useTranslation } from '@ama/platform';
import { useStaffDiscountCodesQuery } from '../api';
import { FormSection, useFormRounds } from '../components/FormSection';
import { LoadProblem } from '../components/LoadProblem';
import { roleMayNot } from '../components/load-problem';
import { PagedList } from '../components/PagedList';
import { useUrlFilters } from '../components/use-url-filters';
import { StaffGate } from '../session/StaffGate';
import { DEFAULT_DISCOUNT_CODE_SORT, discountCodeFiltersSearch, discountCodesQuery, readDiscountCodeFilters, type DiscountCodeFilters } from './discount-code-filters';
import { DiscountCodeFiltersForm } from './DiscountCodeFiltersForm';
import { DiscountCodesTable } from './DiscountCodesTable';
import { NewCodeForm } from './NewCodeForm';

/** /staff/discount-codes (an island, backoffice/discount-codes): the codes and a new one, for a signed-in manager. */
export function DiscountCodesContent() {
  const { t } = useTranslation('backoffice');
  return <StaffGate title={t('pages.staffDiscountCodes.title')}>{(session) => <DiscountCodes session={session} />}</StaffGate>;
}

/**
 * Filters, the table and its pages (all in the URL), then the form that creates a code. The server
 * decides who may: a staff-role session is answered 403, which reads "your role may not do this", alone.
 */
function DiscountCodes({ session }: { session: StaffSession }) {
  const { t } = useTranslation('backoffice');
  const { filters, search, show } = useUrlFilters(readDiscountCodeFilters, discountCodeFiltersSearch);
  // Asked again whenever the page opens: codes are used (and created) meanwhile.
  const request = useStaffDiscountCodesQuery(discountCodesQuery(filters), { refetchOnMountOrArgChange: true });
  const { data } = request;
  const forbidden = roleMayNot(session, request);
  // Filters change what is listed, not its order: the chosen sort stays; a new sort starts at page 1.
  const sorting = { sort: filters.sort ?? DEFAULT_DISCOUNT_CODE_SORT, onSort: (sort: DiscountCodeFilters['sort']) => show({ ...filters, sort, page: 1 }) };

  if (forbidden && request.isError && !request.isFetching) return <LoadProblem error={request.error} onRetry={() => void request.refetch()} />;
  return (
    <>
      <p className="ama-staff__intro">{t('discountCodes.intro')}</p>
      {!forbidden && <DiscountCodeFiltersForm key={search} filters={filters} onApply={(next) => show({ ...next, sort: filters.sort })} />}
      <PagedList
        messages="discountCodes"
        className="ama-staff-codes-list"
        request={request}
        answer={data && { rows: data.codes, total: data.total, pageSize: data.pageSize }}
        page={filters.page}
        searchOf={(page) => discountCodeFiltersSearch({ ...filters, page })}
        defaultPageSize={STAFF_LIMITS.discountCodesPageSize}
      >
        {(codes, caption) => <DiscountCodesTable codes={codes} caption={caption} {...sorting} />}
      </PagedList>
      {!forbidden && <CreateCode />}
    </>
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
