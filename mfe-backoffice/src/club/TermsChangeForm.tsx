import { CLUB, type ClubTermsChangeResponse } from '@ama/contracts';
import { onDemand, useLocale, useTranslation } from '@ama/platform';
import { Button, TextArea, TextField } from '@ama/shared-ui';
import { useAnnounceClubTermsChangeMutation, useRefreshSession, type ClubTermsChangeInput } from '../api';
import { useFieldError } from '../components/use-field-error';
import { useStaffForm } from '../components/use-staff-form';
import { formatCalendarDay } from '../discount-codes/discount-code-format';
import { earliestTermsChangeDay } from './terms-change-day';
import { readTermsChangeFailure, TERMS_CHANGE_FIELDS, type TermsChangeValues } from './terms-change-fields';

const EMPTY: TermsChangeValues = { version: '', summary: '', effectiveFrom: '' };
const VERSION_MAX = 40;
const SUMMARY_MAX = 2000;
/** The figures the messages name: the day's "at least {{min}} days" is the club's notice. */
const LIMITS = { version: { max: VERSION_MAX }, summary: { max: SUMMARY_MAX }, effectiveFrom: { min: CLUB.termsChangeNoticeDays } };
/** The contract's schema, loaded when the form is first focused (docs/forms.md). */
const termsChangeCheck = onDemand(() => import(/* webpackChunkName: "terms-change-check" */ './terms-change-check').then((module) => module.checkTermsChange));

interface TermsChangeFormProps {
  csrfToken: string;
  /** The change announced, for the page to say so (and start a new, empty form). */
  onAnnounced: (announced: ClubTermsChangeResponse) => void;
}

/**
 * A new version of the club's terms: its name, what changes (sent as written to every active member),
 * and the Italian day it applies from, at least 30 days ahead so that members have the time to revoke.
 * Judged by the contract's schema and that rule first; the server's refusals come back at their fields.
 */
export function TermsChangeForm({ csrfToken, onAnnounced }: TermsChangeFormProps) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const [announce] = useAnnounceClubTermsChangeMutation();
  const refreshSession = useRefreshSession();
  const form = useStaffForm({
    initialValues: EMPTY,
    check: termsChangeCheck,
    fieldOrder: TERMS_CHANGE_FIELDS,
    send: (change: ClubTermsChangeInput) => announce({ change, csrfToken }).unwrap(),
    onSent: onAnnounced,
    readFailure: (failure) => {
      const outcome = readTermsChangeFailure(failure);
      if ('form' in outcome && outcome.form === 'stale') refreshSession();
      return outcome;
    },
  });
  const errorOf = useFieldError(form.problems, LIMITS);
  const { values } = form;
  // Read at each render: the page may stay open past midnight.
  const earliest = earliestTermsChangeDay(new Date());

  return (
    <form {...form.formProps} className="ama-staff-form" aria-labelledby="ama-staff-terms-change">
      <TextField
        name="version"
        label={t('club.terms.version')}
        hint={t('club.terms.versionHint')}
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={VERSION_MAX}
        value={values.version}
        onChange={(event) => form.change({ version: event.target.value })}
        error={errorOf('version')}
      />
      <TextArea
        name="summary"
        label={t('club.terms.summary')}
        hint={t('club.terms.summaryHint')}
        rows={5}
        showCount
        required
        maxLength={SUMMARY_MAX}
        value={values.summary}
        onChange={(event) => form.change({ summary: event.target.value })}
        error={errorOf('summary')}
      />
      <TextField
        name="effectiveFrom"
        type="date"
        label={t('club.terms.effectiveFrom')}
        hint={t('club.terms.effectiveFromHint', { days: CLUB.termsChangeNoticeDays, earliest: formatCalendarDay(earliest, locale) })}
        required
        min={earliest}
        value={values.effectiveFrom}
        onChange={(event) => form.change({ effectiveFrom: event.target.value })}
        error={errorOf('effectiveFrom')}
      />
      {form.formProblem && (
        <p className="ama-staff__problem" role="alert">
          {t(`club.terms.problems.${form.formProblem}`)}
        </p>
      )}
      <Button type="submit" theme="dark" loading={form.busy} loadingLabel={t('club.terms.sending')}>
        {t('club.terms.submit')}
      </Button>
    </form>
  );
}
