import { useTranslation } from 'react-i18next';
import { CLUB_MEMBER_TOKEN_PARAM } from '@ama/contracts';
import { LocaleLink, READ_IN_BROWSER_ONLY, useLocale, usePageHead, useSearchParams } from '@ama/platform';
import { Button, PageIntro } from '@ama/shared-ui';
import patterns from '../route-patterns.json';
import { useClubMemberQuery } from '../api';
import { isInvalidLink } from '../club/member/member-problems';
import { MemberView } from '../club/member/MemberView';
import '../club/club.css';

/**
 * /club/member?token=…: the page the signed link in the club's e-mails opens. Personal, so the server
 * renders its frame only and the browser reads the member's data (the token in a header, never in the
 * API's URL); never indexed.
 */
export function MemberPage() {
  const { t } = useTranslation('club');
  const locale = useLocale();
  const [params] = useSearchParams();
  const token = params.get(CLUB_MEMBER_TOKEN_PARAM) ?? '';
  const { data: member, error, isError, refetch } = useClubMemberQuery({ token, locale }, { skip: READ_IN_BROWSER_ONLY || token === '' });
  const invalid = token === '' || (isError && isInvalidLink(error));
  const title = invalid ? t('member.invalid.title') : t('pages.member.title');
  const intro = t('pages.member.intro');
  usePageHead({ title, description: intro, robots: 'noindex' });

  if (invalid) {
    return (
      <div className="ama-club ama-club--narrow">
        <PageIntro title={title} intro={t('member.invalid.text')} />
        <p className="ama-club__actions ama-club__actions--center">
          <LocaleLink to={patterns.club}>{t('member.invalid.club')}</LocaleLink>
        </p>
      </div>
    );
  }
  return (
    <div className="ama-club ama-club--narrow" aria-busy={!member && !isError}>
      <PageIntro title={title} intro={intro} />
      {isError && (
        <div className="ama-club-form__problem" role="alert">
          <p>{t('member.failed')}</p>
          <Button theme="dark" size="s" onClick={() => void refetch()}>
            {t('signUp.retry')}
          </Button>
        </div>
      )}
      {!member && !isError && <p className="ama-club-member__loading">{t('member.loading')}</p>}
      {member && <MemberView token={token} member={member} />}
    </div>
  );
}
