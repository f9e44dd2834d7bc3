import type { StaffClubPersonalisation } from '@ama/contracts';
import { useLocale } from '@ama/platform';
import { formatCalendarDay, formatDate } from '../../components/format';
import { RecordsTable, RowTitle } from '../../components/RecordsTable';
import { useColumnNames } from '../../components/use-column-names';
import { memberName } from '../member-name';
import { clubPersonalisationPath } from './club-personalisation-path';
import { PersonalisationStatus } from './PersonalisationStatus';
import { usePersonalisationWords } from './use-personalisation-words';

type Request = StaffClubPersonalisation;

/**
 * One row per request, in the API's order (the soonest occasion first, so none is sorted here): the
 * member (to the request's page, where its answer is) with the e-mail, the occasion and its day, the
 * piece, the status and the day it was asked. Below a phone's width each row becomes a card (staff.css).
 */
export function ClubPersonalisationsTable({ personalisations, caption }: { personalisations: readonly Request[]; caption: string }) {
  const locale = useLocale();
  const words = usePersonalisationWords();
  const columns = useColumnNames('clubPersonalisations.table', ['member', 'occasion', 'occasionDate', 'piece', 'status', 'requestedAt']);
  const title = ({ id, member }: Request) => (
    <RowTitle to={clubPersonalisationPath(id)} className="ama-staff-personalisations__member" secondary={member.email}>
      {memberName(member)}
    </RowTitle>
  );
  const cells = (request: Request) => ({
    occasion: words.occasion(request),
    occasionDate: formatCalendarDay(request.occasionDate, locale),
    piece: words.piece(request),
    status: <PersonalisationStatus status={request.status} />,
    requestedAt: formatDate(request.requestedAt, locale),
  });
  return <RecordsTable className="ama-staff-personalisations" caption={caption} columns={columns} rows={personalisations} title={title} cells={cells} />;
}
