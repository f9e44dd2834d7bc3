import { useEffect, useRef } from 'react';
import type { StaffClubLoanResponse } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import patterns from '../../route-patterns.json';
import { useStaffClubLoanQuery } from '../../api';
import { RecordLoader } from '../../components/RecordLoader';
import { RecordPage } from '../../components/RecordPage';
import { Section } from '../../components/Section';
import { isMemberId } from '../club-member-filters';
import { LoanFacts } from './LoanFacts';
import { LoanHistory } from './LoanHistory';
import { LoanNextStep } from './LoanNextStep';

/** What an address that is no loan id reads as: nothing has that name (the API knows loans by a UUID, as members). */
const NO_SUCH_LOAN = { isError: true, error: { status: 404 }, isFetching: false, refetch: () => undefined };

/** /staff/club/loans/{id} (an island, backoffice/club-loan): one ELITE loan and its next step, for a manager. */
export function ClubLoanContent({ id }: { id: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <RecordPage title={t('clubLoans.pages.record.title')} back={{ to: patterns.staffClubLoans, label: t('clubLoans.back') }}>
      <ClubLoanView id={id} />
    </RecordPage>
  );
}

/** Asked for only once signed in (inside the page's gate): the server renders the frame, never staff data. */
function ClubLoanView({ id }: { id: string }) {
  const { t } = useTranslation('backoffice');
  const known = isMemberId(id);
  // Asked again whenever the page opens, and after each step (its cache tag): another manager may answer meanwhile.
  const request = useStaffClubLoanQuery(id, { skip: !known, refetchOnMountOrArgChange: true });
  return (
    <RecordLoader request={known ? request : NO_SUCH_LOAN} loading={t('clubLoans.loadingOne')} notFound={t('clubLoans.notFound')}>
      {({ loan }) => <ClubLoanDetails loan={loan} busy={request.isFetching} />}
    </RecordLoader>
  );
}

/** The request and its history side by side on a wide screen (above each other on a phone), then its next step. */
function ClubLoanDetails({ loan, busy }: { loan: StaffClubLoanResponse['loan']; busy: boolean }) {
  const { t } = useTranslation('backoffice');
  const nextTitle = useRef<HTMLHeadingElement>(null);
  const stepTaken = useRef(false);

  // Once the loan is read again after a step, what offered it is gone: the focus goes to the section's heading.
  useEffect(() => {
    if (!stepTaken.current || busy) return;
    stepTaken.current = false;
    nextTitle.current?.focus();
  }, [busy]);

  return (
    <div className="ama-staff-club-loan">
      <div className="ama-staff-split">
        <Section id="ama-staff-loan-facts" title={t('clubLoans.facts.title')} busy={busy}>
          <LoanFacts loan={loan} />
        </Section>
        <Section id="ama-staff-loan-history" title={t('clubLoans.history.title')}>
          <LoanHistory history={loan.history} />
        </Section>
      </div>
      <Section id="ama-staff-loan-next" title={t('clubLoans.next.title')} titleRef={nextTitle} className="ama-staff-club-loan__next">
        <LoanNextStep key={loan.status} loan={loan} onDone={() => (stepTaken.current = true)} />
      </Section>
    </div>
  );
}
