import type { ClubPersonalisation } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { formatCalendarDay, formatDay } from '../format';
import { PersonalisationOutcome } from './PersonalisationOutcome';

/** The piece in words: the order line the member chose, or a new piece (made free by a code at checkout). */
function PieceLine({ piece }: { piece: ClubPersonalisation['piece'] }) {
  const { t } = useTranslation('club');
  return <p>{piece ? t('member.personalisations.orderPiece', { number: piece.orderNumber, name: piece.name }) : t('member.personalisations.newPiece')}</p>;
}

/** The member's personalisation requests, newest first (as the server sends them), each named by its occasion. */
export function PersonalisationList({ personalisations }: { personalisations: readonly ClubPersonalisation[] }) {
  const { t } = useTranslation('club');
  const locale = useLocale();
  return (
    <section className="ama-club-member__action" aria-labelledby="ama-club-member-personalisation-list">
      <h3 id="ama-club-member-personalisation-list">{t('member.personalisations.listTitle')}</h3>
      {personalisations.length === 0 ? (
        <p>{t('member.personalisations.none')}</p>
      ) : (
        <ul className="ama-club-member__requests">
          {personalisations.map((personalisation) => (
            <li key={personalisation.id} aria-labelledby={`ama-club-personalisation-${personalisation.id}`}>
              <h4 id={`ama-club-personalisation-${personalisation.id}`}>
                {t('member.personalisations.occasion', {
                  kind: t(`member.personalisations.kinds.${personalisation.occasionKind}`),
                  date: formatCalendarDay(personalisation.occasionDate, locale),
                })}
              </h4>
              <p>{t('member.personalisations.asked', { date: formatDay(personalisation.requestedAt, locale) })}</p>
              <PieceLine piece={personalisation.piece} />
              <p className="ama-club-member__occasion">{personalisation.description}</p>
              <PersonalisationOutcome personalisation={personalisation} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
