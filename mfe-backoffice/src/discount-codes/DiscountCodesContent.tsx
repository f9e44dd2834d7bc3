import { useRef, useState } from 'react';
import { STAFF_LIMITS, type StaffDiscountCodeResponse, type StaffSession } from '@ama/contracts';
import { notify, useAppDispatch, useNavigate, useSearchParams, useTranslation } from '@ama/platform';
import { useStaffDiscountCodesQuery } from '../api';
import { LoadProblem } from '../components/LoadProblem';
import { loadProblemOf } from '../components/load-problem';
import { StaffGate } from '../session/StaffGate';
import { DEFAULT_DISCOUNT_CODE_SORT, discountCodeFiltersSearch, discountCodesQuery, readDiscountCodeFilters, type DiscountCodeFilters } from './discount-code-filters';
import { DiscountCodeFiltersForm } from './DiscountCodeFiltersForm';
import { DiscountCodesPaging } from './DiscountCodesPaging';
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
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = readDiscountCodeFilters(params);
  const search = discountCodeFiltersSearch(filters);
  // Asked again whenever the page opens: codes are used (and created) meanwhile.
  const { data, isError, error, isFetching, refetch } = useStaffDiscountCodesQuery(discountCodesQuery(filters), { refetchOnMountOrArgChange: true });
  const forbidden = session.staff.role !== 'manager' || (isError && loadProblemOf(error) === 'forbidden');
  // Filters change what is listed, not its order: the chosen sort stays; a new sort starts at page 1.
  const show = (next: DiscountCodeFilters) => navigate({ search: discountCodeFiltersSearch({ ...next, sort: filters.sort }) });
  const sorting = {
    sort: filters.sort ?? DEFAULT_DISCOUNT_CODE_SORT,
    onSort: (sort: DiscountCodeFilters['sort']) => navigate({ search: discountCodeFiltersSearch({ ...filters, sort, page: 1 }) }),
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || STAFF_LIMITS.discountCodesPageSize))) : 1;
  const position = t('discountCodes.paging.position', { page: filters.page, pages });

  if (forbidden && isError && !isFetching) return <LoadProblem error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <p className="ama-staff__intro">{t('discountCodes.intro')}</p>
      {!forbidden && <DiscountCodeFiltersForm key={search} filters={filters} onApply={show} />}
      <section className="ama-staff-codes-list" aria-label={t('discountCodes.table.caption')} aria-busy={isFetching}>
        <p className="ama-staff__count" role="status">
          {data && !isFetching ? t('discountCodes.count', { count: data.total }) : isFetching ? t('discountCodes.loading') : ''}
        </p>
        {isError && !isFetching ? (
          <LoadProblem error={error} onRetry={() => void refetch()} />
        ) : data && data.codes.length === 0 ? (
          <p className="ama-staff__empty">{t('discountCodes.empty')}</p>
        ) : data ? (
          <DiscountCodesTable codes={data.codes} caption={`${t('discountCodes.table.caption')}, ${position}`} {...sorting} />
        ) : null}
        {data && data.total > 0 && <DiscountCodesPaging filters={filters} pages={pages} />}
      </section>
      {!forbidden && <CreateCode />}
    </>
  );
}

/** The form, started again empty once a code is created; a toast says so and the list is asked again (api.ts). */
function CreateCode() {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const [round, setRound] = useState(0);
  const title = useRef<HTMLHeadingElement>(null);
  const created = ({ code }: StaffDiscountCodeResponse) => {
    notify(dispatch, { type: 'success', message: t('discountCodes.create.created', { code: code.code }) });
    setRound((current) => current + 1);
    title.current?.focus();
  };
  return (
    <section className="ama-staff-codes-create" aria-labelledby="ama-staff-new-code">
      <h2 id="ama-staff-new-code" className="ama-staff__section-title" tabIndex={-1} ref={title}>
        {t('discountCodes.create.title')}
      </h2>
      <p className="ama-staff__intro">{t('discountCodes.create.intro')}</p>
      <NewCodeForm key={`form-${round}`} onCreated={created} />
    </section>
  );
}
