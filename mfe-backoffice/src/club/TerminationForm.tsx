import type { StaffClubMemberResponse } from '@ama/contracts';
import { onDemand, useTranslation } from '@ama/platform';
import { Button, TextArea } from '@ama/shared-ui';
import { useTerminateClubMembershipMutation } from '../api';
import { FormProblem } from '../components/FormProblem';
import { sendOrRefresh } from '../components/send-or-refresh';
import { useStaffForm } from '../components/use-staff-form';
import { readTerminationFailure, REASON_MAX, TERMINATION_FIELDS, type TerminationValues } from './termination-fields';

const EMPTY: TerminationValues = { reason: '' };
const LIMITS = { reason: { max: REASON_MAX } };
/** The contract's schema, loaded when the form is first focused (docs/forms.md). */
const terminationCheck = onDemand(() => import(/* webpackChunkName: "termination-check" */ './termination-check').then((module) => module.checkTermination));

/** What the form is: its empty values, checks, fields in order, figures and the refusals of its own. */
const FORM = { initialValues: EMPTY, check: terminationCheck, fieldOrder: TERMINATION_FIELDS, limits: LIMITS, readOwnFailure: readTerminationFailure };

interface TerminationFormProps {
  memberId: string;
  /** Names the question above: the form is its answer. */
  labelledBy: string;
  /** Reads the member again (ended or gone meanwhile). */
  onRefresh: () => void;
  /** The member as they are now, terminated. */
  onTerminated: (terminated: StaffClubMemberResponse) => void;
  /** Puts the question away, nothing sent. */
  onKeep: () => void;
}

/**
 * The reason and the confirmation: "Yes, terminate the membership" sends it, "Keep the membership" puts
 * it away. The reason is judged by the contract's schema first; the answer replaces the member's page (api.ts).
 */
export function TerminationForm({ memberId, labelledBy, onRefresh, onTerminated, onKeep }: TerminationFormProps) {
  const { t } = useTranslation('backoffice');
  const [terminate] = useTerminateClubMembershipMutation();
  const { form, field } = useStaffForm({
    ...FORM,
    // The member changed or went meanwhile: the page shows them as they are now.
    send: ({ reason }: TerminationValues) => sendOrRefresh(() => terminate({ id: memberId, reason }).unwrap(), onRefresh),
    onSent: onTerminated,
  });

  return (
    <form {...form.formProps} className="ama-staff-form" aria-labelledby={labelledBy}>
      <TextArea {...field('reason')} label={t('clubMember.terminate.reason')} hint={t('clubMember.terminate.reasonHint')} rows={3} showCount required maxLength={REASON_MAX} />
      <FormProblem problem={form.formProblem} messages="clubMember.terminate.problems" />
      <div className="ama-staff-club-member__buttons">
        <Button type="submit" theme="dark" size="s" loading={form.busy} loadingLabel={t('clubMember.terminate.sending')}>
          {t('clubMember.terminate.confirm')}
        </Button>
        <Button theme="text" size="s" disabled={form.busy} onClick={onKeep}>
          {t('clubMember.terminate.keep')}
        </Button>
      </div>
    </form>
  );
}
