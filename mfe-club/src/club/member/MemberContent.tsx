import { LocaleLink, READ_IN_BROWSER_ONLY, useLocale, useTranslation } from '@ama/platform';
import { Button, PageIntro } from '@ama/shared-ui';
import patterns from '../../route-patterns.json';
import { useClubMemberQuery } from '../../api';
import { isInvalidLink } from './member-problems';
import { MemberView } from './MemberView';

/** The member's data for the link's token: asked in the browser only (personal), never by the server. */
export function useMember(token: string) {
  const locale = useLocale();
  const query = useClubMemberQuery({ token, locale }, { skip: READ_IN_BROWSER_ONLY || token === '' });
  const invalid = token === '' || (query.isError && isInvalidLink(query.error));
  return { ...query, invalid };
}

/**
 * The member page's whole content (an island, club/member): the server renders its frame (the title
 * and "loading"); the browser reads the member's data, shows it and runs the member's actions.
 */
export function MemberContent({ token }: { token: string }) {
  const { t } = useTranslation('club');
  const { data: member, isError, refetch, invalid } = useMember(token);
  const intro = t('pages.member.intro');

  if (invalid) {
    return (
      <div className="ama-club ama-club--narrow">
        <PageIntro title={t('member.invalid.title')} intro={t('member.invalid.text')} />
        <p className="ama-club__actions ama-club__actions--center">
          <LocaleLink to={patterns.club}>{t('member.invalid.club')}</LocaleLink>
        </p>
      </div>
    );
  }
  return (
    <div className="ama-club ama-club--narrow" aria-busy={!member && !isError}>
      <PageIntro title={t('pages.member.title')} intro={intro} />
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
