import type { StaffClubPersonalisation } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { useTakeClubPersonalisationStepMutation } from '../../api';
import { ConfirmAction } from '../../components/ConfirmAction';
import { useStaffAction } from '../../session/use-staff-action';
import { memberName } from '../member-name';

/**
 * "Approve", asked again in place, saying what the member gets (it cannot be undone, and a new piece's
 * code is e-mailed at once): for a piece they bought, its personalisation free of charge; for a new
 * piece, a code that makes the engraving of one piece free. A toast says how it went; a request another
 * manager decided meanwhile (409) is said so there, and the page reads it again (staff-api/club-personalisations.ts).
 * `onDone`: approved, this button leaves the page (the request is read again), so the page says where the focus goes.
 */
export function ApprovePersonalisation({ personalisation, onDone }: { personalisation: StaffClubPersonalisation; onDone: () => void }) {
  const { t } = useTranslation('backoffice');
  const [takeStep] = useTakeClubPersonalisationStepMutation();
  const act = useStaffAction();
  const gift = personalisation.piece ? 'boughtPiece' : 'newPiece';
  const values = { name: memberName(personalisation.member), piece: personalisation.piece?.name ?? '' };
  const text = (key: string) => t(`clubPersonalisations.approve.${key}`, values);

  const send = async () => {
    const done = await act(() => takeStep({ id: personalisation.id, step: 'approval' }).unwrap(), {
      done: () => text(`done.${gift}`),
      refused: ({ status }) => t(`clubPersonalisations.problems.${status === 409 ? 'state' : status === 404 ? 'notFound' : 'unavailable'}`),
    });
    if (done) onDone();
    return done;
  };

  return (
    <section className="ama-staff-personalisation__approve" aria-labelledby="ama-staff-personalisation-approve">
      <h3 id="ama-staff-personalisation-approve" className="ama-staff-personalisation__form-title">
        {text('title')}
      </h3>
      <p className="ama-staff__note">{text(`gift.${gift}`)}</p>
      <ConfirmAction start={text('start')} question={text('question')} confirm={text('confirm')} keep={text('keep')} sending={text('sending')} onConfirm={send} />
    </section>
  );
}
