import type { StaffClubPersonalisation } from '@ama/contracts';
import { LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { Fact } from '../../components/Fact';
import { formatCalendarDay, formatDate, formatDateTime } from '../../components/format';
import { orderPath } from '../../components/order-path';
import { clubMemberPath } from '../club-member-filters';
import { memberName } from '../member-name';
import { PersonalisationStatus } from './PersonalisationStatus';
import { usePersonalisationWords } from './use-personalisation-words';

/**
 * What the member asked (to their member record, the e-mail, the occasion, its day, their description
 * as written, the piece and, for a bought one, its order), the status, and what the shop answered: the
 * refusal's reason, or the engraving code a new piece was given, with its last day and where it stands.
 */
export function PersonalisationFacts({ personalisation }: { personalisation: StaffClubPersonalisation }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const words = usePersonalisationWords();
  const { member, piece, code } = personalisation;
  const text = (key: string) => t(`clubPersonalisations.facts.${key}`);
  const written = (value: string) => <span className="ama-staff-personalisation__written">{value}</span>;
  return (
    <dl className="ama-staff-facts">
      <Fact term={text('member')}>
        <LocaleLink to={clubMemberPath(member.id)}>{memberName(member)}</LocaleLink>
      </Fact>
      <Fact term={text('email')}>
        <a href={`mailto:${member.email}`}>{member.email}</a>
      </Fact>
      <Fact term={text('status')}>
        <PersonalisationStatus status={personalisation.status} />
      </Fact>
      <Fact term={text('occasion')}>{words.occasion(personalisation)}</Fact>
      <Fact term={text('occasionDate')}>{formatCalendarDay(personalisation.occasionDate, locale)}</Fact>
      <Fact term={text('description')}>{written(personalisation.description)}</Fact>
      <Fact term={text('piece')}>{words.piece(personalisation)}</Fact>
      {piece && (
        <Fact term={text('order')}>
          <LocaleLink to={orderPath(piece.orderNumber)}>{piece.orderNumber}</LocaleLink>
        </Fact>
      )}
      <Fact term={text('requestedAt')}>{formatDateTime(personalisation.requestedAt, locale)}</Fact>
      {personalisation.refusalReason && <Fact term={text('refusalReason')}>{written(personalisation.refusalReason)}</Fact>}
      {code && (
        <Fact term={text('code')}>
          <code>{code.code}</code>{' '}
          {t('clubPersonalisations.facts.codeValue', { until: formatDate(code.validUntil, locale), state: t(`clubPersonalisations.codeStates.${code.state}`) })}
        </Fact>
      )}
    </dl>
  );
}
