import type { ChangeEvent } from 'react';
import { CLUB_PERSONALISATION_LIMITS, type ClubOwnedPiece } from '@ama/contracts';
import { onDemand, useFormController, useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import { useRequestClubPersonalisationMutation } from '../../api';
import { ActionMessage } from './ActionMessage';
import { memberFormFailure, readBenefitRefusal } from './member-form-failure';
import { PersonalisationFields } from './PersonalisationFields';
import { EMPTY_PERSONALISATION_FORM, PERSONALISATION_FIELDS, type PersonalisationFormValues } from './personalisation-form-values';

/** The contract's schema, loaded when the member first focuses the form (docs/forms.md). */
const checkModule = onDemand(() => import(/* webpackChunkName: "personalisation-check" */ './personalisation-check'));
const personalisationCheck = {
  load: () => checkModule.load().then((module) => module.checkPersonalisationRequest),
  current: () => checkModule.current()?.checkPersonalisationRequest,
};

/** The figures the field messages name ("at most 300 characters", "at most 60 days ago"). */
const MESSAGE_FIGURES = { max: CLUB_PERSONALISATION_LIMITS.descriptionMaxLength, daysBack: CLUB_PERSONALISATION_LIMITS.maxDaysBack };

interface Props {
  token: string;
  pieces: readonly ClubOwnedPiece[];
  /** Held by the section: the refreshed list may close the form once nothing is left, and "sent" must stay said. */
  sent: boolean;
  onSentChange: (sent: boolean) => void;
}

/** A member asks for their free personalisation; the section's list is asked again once it is sent (RTK Query's tag). */
export function PersonalisationRequestForm({ token, pieces, sent, onSentChange }: Props) {
  const { t } = useTranslation('club');
  const [request] = useRequestClubPersonalisationMutation();
  const form = useFormController({
    initialValues: EMPTY_PERSONALISATION_FORM,
    check: personalisationCheck,
    fieldOrder: PERSONALISATION_FIELDS,
    send: (body) => request({ token, body }).unwrap(),
    onSent: () => {
      onSentChange(true);
      form.change(() => EMPTY_PERSONALISATION_FORM, []);
    },
    readFailure: readBenefitRefusal,
    // The check is loaded before anything is sent, so the server's field problems are read with it.
    fieldsOf: (fields) => checkModule.current()?.personalisationProblems(fields) ?? {},
  });
  const error = (field: keyof PersonalisationFormValues) => {
    const problem = form.problems[field];
    return problem ? t(`member.personalisations.problems.${problem}`, MESSAGE_FIGURES) : undefined;
  };
  const update = (field: keyof PersonalisationFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    onSentChange(false);
    form.change((current) => ({ ...current, [field]: event.target.value }), [field]);
  };
  return (
    <section className="ama-club-member__action" aria-labelledby="ama-club-member-personalisation-request">
      <h3 id="ama-club-member-personalisation-request">{t('member.personalisations.requestTitle')}</h3>
      <form {...form.formProps} method="post" className="ama-club-form__form" aria-labelledby="ama-club-member-personalisation-request">
        <PersonalisationFields pieces={pieces} values={form.values} error={error} update={update} />
        {/* Above the button, where the member looks after pressing it: a refusal of the club's rules, or "sent". */}
        <ActionMessage failure={memberFormFailure(form.formProblem)} done={sent ? t('member.personalisations.sent') : undefined} />
        <Button type="submit" theme="dark" size="s" loading={form.busy}>
          {t('member.personalisations.submit')}
        </Button>
      </form>
    </section>
  );
}
