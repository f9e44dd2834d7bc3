import { useEffect, useRef, useState } from 'react';
import { CLUB, type StaffClubMemberResponse } from '@ama/contracts';
import { formatPrice, useLocale, useTranslation } from '@ama/platform';
import patterns from '../route-patterns.json';
import { useStaffClubMemberQuery } from '../api';
import { Fact } from '../components/Fact';
import { formatDate, formatDateTime, languageName } from '../components/format';
import { RecordLoader } from '../components/RecordLoader';
import { RecordPage } from '../components/RecordPage';
import { Section } from '../components/Section';
import { isMemberId } from './club-member-filters';
import { MemberHistory } from './MemberHistory';
import { memberName } from './member-name';
import { MemberStatus } from './MemberStatus';
import { TerminateMembership } from './TerminateMembership';

/** /staff/club/{id} (an island, backoffice/club-member): one Club AMA member, for a manager. */
export function ClubMemberContent({ id }: { id: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <RecordPage title={t('pages.staffClubMember.title')} back={{ to: patterns.staffClub, label: t('clubMember.back') }}>
      <ClubMemberView id={id} />
    </RecordPage>
  );
}

function ClubMemberView({ id }: { id: string }) {
  const { t } = useTranslation('backoffice');
  const known = isMemberId(id);
  // Asked again whenever the page opens: the member buys or revokes meanwhile. A staff-role session is answered 403.
  const request = useStaffClubMemberQuery(id, { skip: !known, refetchOnMountOrArgChange: true });
  if (!known) {
    return (
      <p className="ama-staff__problem" role="alert">
        {t('clubMember.notFound')}
      </p>
    );
  }
  return (
    <RecordLoader request={request} loading={t('clubMember.loading')} notFound={t('clubMember.notFound')}>
      {({ member }) => <ClubMemberDetails member={member} onRefresh={() => void request.refetch()} />}
    </RecordLoader>
  );
}

/** The statuses a termination can still end (the club's isActiveStatus); revoked and terminated are final. */
const ACTIVE_STATUSES = new Set(['pending', 'member', 'elite']);

interface ClubMemberDetailsProps {
  member: StaffClubMemberResponse['member'];
  onRefresh: () => void;
}

/** The member's facts and the termination beside the history on a wide screen, above it on a phone. */
function ClubMemberDetails({ member, onRefresh }: ClubMemberDetailsProps) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const ended = useRef<HTMLParagraphElement>(null);
  const [justTerminated, setJustTerminated] = useState(false);
  const active = ACTIVE_STATUSES.has(member.status);

  // Once terminated the button is gone: the focus goes to what the page now says instead.
  useEffect(() => {
    if (justTerminated && !active) ended.current?.focus();
  }, [justTerminated, active]);

  return (
    <div className="ama-staff-split ama-staff-club-member">
      <Section id="ama-staff-member-facts" title={memberName(member)}>
        <dl className="ama-staff-facts">
          <Fact term={t('clubMember.facts.status')}>
            <MemberStatus status={member.status} />
            {member.status === 'elite' && member.eliteUntilYear !== null && <> {t('club.eliteUntil', { year: member.eliteUntilYear })}</>}
          </Fact>
          <Fact term={t('clubMember.facts.spend')}>{formatPrice(member.yearSpendCents, locale)}</Fact>
          <Fact term={t('clubMember.facts.email')}>
            <a href={`mailto:${member.email}`}>{member.email}</a>
          </Fact>
          <Fact term={t('clubMember.facts.language')}>{languageName(member.locale, locale)}</Fact>
          <Fact term={t('clubMember.facts.registered')}>{formatDateTime(member.registeredAt, locale)}</Fact>
          <Fact term={t('clubMember.facts.memberSince')}>{member.memberSince ? formatDate(member.memberSince, locale) : t('club.noMemberSince')}</Fact>
          <Fact term={t('clubMember.facts.codes')}>{member.codes}</Fact>
        </dl>
        <p className="ama-staff__note">{t('clubMember.facts.spendNote', { eliteSpend: formatPrice(CLUB.eliteYearlySpendCents, locale) })}</p>
        {active ? (
          <TerminateMembership member={member} onRefresh={onRefresh} onTerminated={() => setJustTerminated(true)} />
        ) : (
          <p className="ama-staff__note ama-staff-club-member__ended" tabIndex={-1} ref={ended}>
            {t(member.status === 'revoked' ? 'clubMember.ended.revoked' : 'clubMember.ended.terminated')}
          </p>
        )}
      </Section>
      <Section id="ama-staff-member-history" title={t('clubMember.history.title')}>
        <MemberHistory history={member.history} />
      </Section>
    </div>
  );
}
