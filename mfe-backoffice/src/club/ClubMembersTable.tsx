import type { StaffClubMember } from '@ama/contracts';
import { LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { formatDate, languageName } from '../components/format';
import { StaffTable } from '../components/StaffTable';
import type { TableSort } from '../components/table-sort';
import { useColumnNames } from '../components/use-column-names';
import { clubMemberPath, type ClubMemberSortKey } from './club-member-filters';
import { memberName } from './member-name';
import { MemberStatus } from './MemberStatus';

interface ClubMembersTableProps {
  members: readonly StaffClubMember[];
  caption: string;
  sort: TableSort<ClubMemberSortKey>;
  onSort: (sort: TableSort<ClubMemberSortKey>) => void;
}

/**
 * The columns the API sorts by (the list comes a page at a time): the member by last name, then name.
 * The language is not one: its codes would not sort as its names read.
 */
const SORT_KEYS = { member: 'name', status: 'status', registered: 'registeredAt', memberSince: 'memberSince' } as const;

/**
 * One row per member: the name (to the member's page, where the spend, the history and the termination
 * are) and the e-mail, the status (an ELITE's last year), the language the club writes to them in, the
 * sign-up and the day the membership began; all but the language's header sort it. Below a phone's width
 * each row becomes a card (staff.css).
 */
export function ClubMembersTable({ members, caption, sort, onSort }: ClubMembersTableProps) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const columns = useColumnNames('club.table', ['member', 'status', 'language', 'registered', 'memberSince']);
  return (
    <StaffTable className="ama-staff-club-members" caption={caption} columns={columns} sorting={{ keys: SORT_KEYS, sort, onSort }}>
      {members.map((member) => (
        <tr key={member.id}>
          <th scope="row">
            <LocaleLink to={clubMemberPath(member.id)} className="ama-staff-club-members__name">
              {memberName(member)}
            </LocaleLink>
            <span className="ama-staff__secondary">{member.email}</span>
          </th>
          <td data-label={columns.status}>
            <MemberStatus status={member.status} />
            {member.status === 'elite' && member.eliteUntilYear !== null && <span className="ama-staff__secondary">{t('club.eliteUntil', { year: member.eliteUntilYear })}</span>}
          </td>
          <td data-label={columns.language}>{languageName(member.locale, locale)}</td>
          <td data-label={columns.registered}>{formatDate(member.registeredAt, locale)}</td>
          <td data-label={columns.memberSince}>{member.memberSince ? formatDate(member.memberSince, locale) : t('club.noMemberSince')}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
