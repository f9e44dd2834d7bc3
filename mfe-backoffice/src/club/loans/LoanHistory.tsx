import type { StaffClubLoanResponse } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { ChangeHistory } from '../../components/ChangeHistory';

type LoanChange = StaffClubLoanResponse['loan']['history'][number];

/**
 * Every change, oldest first: when, who (the member who asked, or the manager's e-mail), from which
 * status to which, and what was written with it (the piece and days, a refusal's reason). It wears the
 * member history's look (club.css).
 */
export function LoanHistory({ history }: { history: readonly LoanChange[] }) {
  const { t } = useTranslation('backoffice');
  return <ChangeHistory history={history} messages="clubLoans" customer="member" customerLabel={t('clubLoans.history.byMember')} />;
}
