import type { ClubStatus } from '@ama/contracts';
import { useTranslation } from '@ama/platform';

/** "Pending", "Member", "ELITE", "Revoked" or "Terminated": a member's status as a small label, in the list and on the member's page. */
export function MemberStatus({ status }: { status: ClubStatus }) {
  const { t } = useTranslation('backoffice');
  return <span className={`ama-staff-status ama-staff-status--club-${status}`}>{t(`club.statuses.${status}`)}</span>;
}
