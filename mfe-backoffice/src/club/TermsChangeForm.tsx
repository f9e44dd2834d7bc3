import { CLUB, type ClubTermsChangeResponse } from '@ama/contracts';
import { onDemand, useLocale, useTranslation } from '@ama/platform';
import { TextArea, TextField } from '@ama/shared-ui';
import { useAnnounceClubTermsChangeMutation, type ClubTermsChangeInput } from '../api';
import { FormSubmit } from '../components/FormSubmit';
import { useStaffForm } from '../components/use-staff-form';
import { formatCalendarDay } from '../components/format';
import { earliestTermsChangeDay } from './terms-change-day';
import { readTermsChangeFailure, TERMS_CHANGE_FIELDS, type TermsChangeValues } from './terms-change-fields';

const EMPTY: TermsChangeValues = { version: '', summary: '', effectiveFrom: '' };
const VERSION_MAX = 40;
const SUMMARY_MAX = 2000;
/** The figures the messages name: the day's "at least {{min}} days" is the club's notice. */
const LIMITS = { version: { max: VERSION_MAX }, summary: { max: SUMMARY_MAX }, effectiveFrom: { min: CLUB.termsChangeNoticeDays } };
/** The contract's schema, loaded when the form is first focused (docs/forms.md). */
const termsChangeCheck = onDemand(() => import(/* webpackChunkName: "terms-change-check" */ './terms-change-check').then((module) => module.checkTermsChange));

/** What the form is: its empty values, checks, fields in order, figures and the refusals of its own. */
const FORM = { initialValues: EMPTY, check: termsChangeCheck, fieldOrder: TERMS_CHANGE_FIELDS, limits: LIMITS, readOwnFailure: readTermsChangeFailure };

interface TermsChangeFormProps {
  /** The change announced, for the page to say so (and start a new, empty form). */
  onAnnounced: (announced: ClubTermsChangeResponse) => void;
}

/**
 * A new version of the club's terms: its name, what changes (sent as written to every active member),
 * and the Italian day it applies from, at least 30 days ahead so that members have the time to revoke.
 * Judged by the contract's schema and that rule first; the server's refusals come back at their fields.
 */
export function TermsChangeForm({ onAnnounced }: TermsChangeFormProps) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const [announce] = useAnnounceClubTermsChangeMutation();
  const { form, field } = useStaffForm({
    ...FORM,
    send: (change: ClubTermsChangeInput) => announce({ change }).unwrap(),
    onSent: onAnnounced,
  });
  // Read at each render: the page may stay open past midnight.
  const earliest = earliestTermsChangeDay(new Date());

  return (
    <form {...form.formProps} className="ama-staff-form" aria-labelledby="ama-staff-terms-change">
      <TextField {...field('version')} label={t('club.terms.version')} hint={t('club.terms.versionHint')} autoComplete="off" spellCheck={false} required maxLength={VERSION_MAX} />
      <TextArea {...field('summary')} label={t('club.terms.summary')} hint={t('club.terms.summaryHint')} rows={5} showCount required maxLength={SUMMARY_MAX} />
      <TextField
        {...field('effectiveFrom')}
        type="date"
        label={t('club.terms.effectiveFrom')}
        hint={t('club.terms.effectiveFromHint', { days: CLUB.termsChangeNoticeDays, earliest: formatCalendarDay(earliest, locale) })}
        required
        min={earliest}
      />
      <FormSubmit problem={form.formProblem} busy={form.busy} messages="club.terms" />
    </form>
  );
}
