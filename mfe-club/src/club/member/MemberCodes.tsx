import { useState } from 'react';
import type { ClubBenefitCode } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import { useDonateCodeMutation } from '../../api';
import { formatDay, formatEuros, formatPercent, lastDayOf } from '../format';
import { TableRegion } from '../TableRegion';
import { ActionMessage } from './ActionMessage';
import { actionFailure, type ActionFailure } from './member-problems';

/** A code the member can still give up for trees: not yet used, donated or expired. */
const donatable = (code: ClubBenefitCode) => code.state === 'available' || code.state === 'upcoming';

/** The member's codes with their windows and states; copy a code, or donate it instead (confirmed). */
export function MemberCodes({ token, codes, treesDonated }: { token: string; codes: ClubBenefitCode[]; treesDonated: number }) {
  const { t } = useTranslation('club');
  const locale = useLocale();
  const [copied, setCopied] = useState<string>();
  const [confirming, setConfirming] = useState<string>();
  const [donate, donation] = useDonateCodeMutation();
  const [failure, setFailure] = useState<ActionFailure>();
  const [donated, setDonated] = useState<string>();

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(code);
    } catch {
      // No clipboard (an old browser, no permission): the code stays on screen to copy by hand.
      setCopied(undefined);
    }
  };
  const confirmDonation = async (code: string) => {
    setFailure(undefined);
    setDonated(undefined);
    try {
      await donate({ token, body: { code } }).unwrap();
      setConfirming(undefined);
      setDonated(code);
    } catch (error) {
      setFailure(actionFailure(error));
    }
  };

  return (
    <section className="ama-club__section" aria-labelledby="ama-club-member-codes">
      <h2 id="ama-club-member-codes" className="ama-club__section-title">
        {t('member.codes.title')}
      </h2>
      {codes.length === 0 ? (
        <p>{t('member.codes.none')}</p>
      ) : (
        <TableRegion labelledBy="ama-club-member-codes">
          <table className="ama-club__table ama-club__table--cards" aria-labelledby="ama-club-member-codes">
            <thead>
              <tr>
                <th scope="col">{t('member.codes.code')}</th>
                <th scope="col">{t('member.codes.benefit')}</th>
                <th scope="col">{t('member.codes.validity')}</th>
                <th scope="col">{t('member.codes.state')}</th>
                <th scope="col">{t('member.codes.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {codes.map((code) => (
                <tr key={code.code}>
                  <th scope="row" className="ama-club-member__code">
                    {code.code}
                  </th>
                  <td data-label={t('member.codes.benefit')}>
                    {code.amountCents === null
                      ? t('member.codes.benefitText', { kind: t(`member.kinds.${code.kind}`), percent: formatPercent(code.percent, locale) })
                      : t('member.codes.amountText', { kind: t(`member.kinds.${code.kind}`), amount: formatEuros(code.amountCents, locale) })}
                  </td>
                  <td data-label={t('member.codes.validity')}>
                    {t('member.codes.window', { from: formatDay(code.validFrom, locale), until: lastDayOf(code.validUntil, locale) })}
                  </td>
                  <td data-label={t('member.codes.state')}>{t(`member.states.${code.state}`)}</td>
                  <td className="ama-club__table-actions">
                    {code.state === 'available' && (
                      <Button theme="white" size="s" aria-label={t('member.codes.copyLabel', { code: code.code })} onClick={() => void copy(code.code)}>
                        {copied === code.code ? t('member.codes.copied') : t('member.codes.copy')}
                      </Button>
                    )}
                    {donatable(code) && confirming !== code.code && (
                      <Button theme="text" size="s" aria-label={t('member.codes.donateLabel', { code: code.code })} onClick={() => setConfirming(code.code)}>
                        {t('member.codes.donate')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      {confirming && (
        <div className="ama-club-member__confirm" role="group" aria-labelledby="ama-club-member-donate">
          <p id="ama-club-member-donate" className="ama-club-member__confirm-title">
            {t('member.codes.confirmTitle', { code: confirming })}
          </p>
          <p>{t('member.codes.confirmText')}</p>
          <p className="ama-club__actions">
            <Button theme="dark" size="s" loading={donation.isLoading} onClick={() => void confirmDonation(confirming)}>
              {t('member.codes.confirm')}
            </Button>
            <Button theme="white" size="s" onClick={() => setConfirming(undefined)}>
              {t('member.cancel')}
            </Button>
          </p>
        </div>
      )}
      <ActionMessage failure={failure} done={donated ? t('member.codes.donated', { code: donated }) : undefined} />
      <p>{t('member.codes.trees', { trees: treesDonated })}</p>
    </section>
  );
}
