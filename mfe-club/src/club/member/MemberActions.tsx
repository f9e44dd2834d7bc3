import { useState, type FormEvent } from 'react';
import { CLUB_LIMITS, type ClubMemberView } from '@ama/contracts';
import { onDemand, useLocale, useTranslation } from '@ama/platform';
import { Button, Checkbox, TextArea, TextField } from '@ama/shared-ui';
import { useInviteFriendMutation, useIssueSeasonalCodeMutation, useRevokeMembershipMutation } from '../../api';
import { useClubFigures } from '../figures';
import { formatDay, formatEuros } from '../format';
import { ActionMessage } from './ActionMessage';
import { actionFailure, type ActionFailure } from './member-problems';

/** The contract's schemas for the two forms, loaded when the member first submits one (docs/forms.md). */
const memberChecks = onDemand(() => import(/* webpackChunkName: "member-checks" */ './member-checks'));

/** The checks, or a failure the member can retry when their file cannot be fetched (offline for a moment). */
const loadChecks = () => memberChecks.load().catch(() => undefined);

/** The problem code to show at a field, when the failure is about one. */
const fieldProblem = (failure: ActionFailure | undefined): string | undefined => (failure && 'field' in failure ? failure.problem : undefined);

/**
 * Issue this year's next seasonal code: a share of the last receipt, shown with what it is worth (at most
 * CLUB.seasonalDiscount.maxPerYear a year, one per receipt).
 */
export function SeasonalCode({ token, left, receipt }: { token: string; left: number; receipt: ClubMemberView['seasonalReceipt'] }) {
  const { t } = useTranslation('club');
  const locale = useLocale();
  const figures = useClubFigures();
  const [issue, { isLoading }] = useIssueSeasonalCodeMutation();
  const [failure, setFailure] = useState<ActionFailure>();
  const [done, setDone] = useState(false);
  const receiptLine = (shown: typeof receipt) => {
    if (shown === null) return t('member.seasonal.noReceipt');
    if (shown.used) return t('member.seasonal.receiptUsed', { number: shown.orderNumber });
    const { orderNumber: number, placedAt, receiptCents, amountCents } = shown;
    return t('member.seasonal.receipt', { number, date: formatDay(placedAt, locale), receipt: formatEuros(receiptCents, locale), amount: formatEuros(amountCents, locale) });
  };
  const onIssue = async () => {
    setFailure(undefined);
    setDone(false);
    try {
      await issue({ token, body: {} }).unwrap();
      setDone(true);
    } catch (error) {
      setFailure(actionFailure(error));
    }
  };
  return (
    <section className="ama-club-member__action" aria-labelledby="ama-club-member-seasonal">
      <h3 id="ama-club-member-seasonal">{t('member.seasonal.title')}</h3>
      <p>{t('member.seasonal.text', figures)}</p>
      <p>{left > 0 ? t('member.seasonal.left', { left, ...figures }) : t('member.seasonal.none')}</p>
      {left > 0 && <p>{receiptLine(receipt)}</p>}
      <Button theme="dark" size="s" disabled={left <= 0 || receipt === null || receipt.used} loading={isLoading} onClick={() => void onIssue()}>
        {t('member.seasonal.issue')}
      </Button>
      <ActionMessage failure={failure} done={done ? t('member.seasonal.issued') : undefined} />
    </section>
  );
}

/** Bring a friend: 10 % for both, the friend's address checked with the contract's schema. */
export function BringAFriend({ token }: { token: string }) {
  const { t } = useTranslation('club');
  const figures = useClubFigures();
  const [invite, { isLoading }] = useInviteFriendMutation();
  const [friendEmail, setFriendEmail] = useState('');
  const [failure, setFailure] = useState<ActionFailure>();
  const [sentTo, setSentTo] = useState<string>();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSentTo(undefined);
    const checks = await loadChecks();
    if (!checks) return setFailure({ form: 'unavailable' });
    const checked = checks.checkFriendInvitation(friendEmail);
    if (!checked.ok) {
      setFailure({ field: 'friendEmail', problem: checked.problem });
      document.getElementById('ama-club-member-friend-email')?.focus();
      return;
    }
    setFailure(undefined);
    try {
      await invite({ token, body: checked.body }).unwrap();
      setSentTo(checked.body.friendEmail);
      setFriendEmail('');
    } catch (error) {
      setFailure(actionFailure(error, 'friendEmail'));
    }
  };
  return (
    <section className="ama-club-member__action" aria-labelledby="ama-club-member-friend">
      <h3 id="ama-club-member-friend">{t('member.friend.title')}</h3>
      <p>{t('member.friend.text', figures)}</p>
      <form noValidate method="post" onSubmit={(event) => void onSubmit(event)} aria-labelledby="ama-club-member-friend">
        <TextField
          id="ama-club-member-friend-email"
          name="friendEmail"
          type="email"
          label={t('member.friend.email')}
          required
          maxLength={CLUB_LIMITS.emailMaxLength}
          value={friendEmail}
          error={fieldProblem(failure) ? t(`member.problems.${fieldProblem(failure)}`, { max: CLUB_LIMITS.emailMaxLength }) : undefined}
          onChange={(event) => {
            setFriendEmail(event.target.value);
            if (failure && 'field' in failure) setFailure(undefined);
          }}
        />
        <Button type="submit" theme="dark" size="s" loading={isLoading}>
          {t('member.friend.send')}
        </Button>
      </form>
      <ActionMessage failure={failure} done={sentTo ? t('member.friend.sent', { email: sentTo }) : undefined} />
    </section>
  );
}

/** The member's written revocation (docs/requirements.md#club): a statement and an explicit confirmation. */
export function RevokeMembership({ token }: { token: string }) {
  const { t } = useTranslation('club');
  const [revoke, { isLoading }] = useRevokeMembershipMutation();
  const [statement, setStatement] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [confirmProblem, setConfirmProblem] = useState(false);
  const [failure, setFailure] = useState<ActionFailure>();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checks = await loadChecks();
    if (!checks) return setFailure({ form: 'unavailable' });
    const checked = checks.checkRevocation(statement);
    const statementProblem = checked.ok ? undefined : checked.problem;
    setFailure(statementProblem ? { field: 'statement', problem: statementProblem } : undefined);
    setConfirmProblem(!confirmed);
    if (!checked.ok || !confirmed) {
      document.getElementById(statementProblem ? 'ama-club-member-statement' : 'ama-club-member-revoke-confirm')?.focus();
      return;
    }
    try {
      await revoke({ token, body: checked.body }).unwrap();
    } catch (error) {
      setFailure(actionFailure(error, 'statement'));
    }
  };
  return (
    <section className="ama-club-member__action ama-club-member__revoke" id="revoke" aria-labelledby="ama-club-member-revoke">
      <h3 id="ama-club-member-revoke">{t('member.revoke.title')}</h3>
      <p>{t('member.revoke.text')}</p>
      <form noValidate method="post" onSubmit={(event) => void onSubmit(event)} aria-labelledby="ama-club-member-revoke">
        <TextArea
          id="ama-club-member-statement"
          name="statement"
          label={t('member.revoke.statement')}
          hint={t('member.revoke.hint')}
          required
          maxLength={CLUB_LIMITS.revocationStatementMaxLength}
          showCount
          value={statement}
          error={fieldProblem(failure) ? t(`member.problems.${fieldProblem(failure)}`, { max: CLUB_LIMITS.revocationStatementMaxLength }) : undefined}
          onChange={(event) => setStatement(event.target.value)}
        />
        <Checkbox
          id="ama-club-member-revoke-confirm"
          name="confirm"
          required
          checked={confirmed}
          error={confirmProblem ? t('member.revoke.confirmRequired') : undefined}
          onChange={(event) => {
            setConfirmed(event.target.checked);
            setConfirmProblem(false);
          }}
          label={t('member.revoke.confirm')}
        />
        <Button type="submit" theme="dark" size="s" loading={isLoading}>
          {t('member.revoke.submit')}
        </Button>
      </form>
      <ActionMessage failure={failure} />
    </section>
  );
}
