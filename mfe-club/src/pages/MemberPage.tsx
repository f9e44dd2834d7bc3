import { useTranslation } from 'react-i18next';
import { CLUB_MEMBER_TOKEN_PARAM } from '@ama/contracts';
import { usePageHead, useSearchParams } from '@ama/platform';
import { useMember } from '../club/member/MemberContent';
import { MemberContentIsland } from '../islands';
import '../club/club.css';

/**
 * /club/member?token=…: the page the signed link in the club's e-mails opens. Personal, so the server
 * renders its frame only and the browser reads the member's data (the token in a header, never in the
 * API's URL); never indexed. The whole content is one island (club/member).
 */
export function MemberPage() {
  const { t } = useTranslation('club');
  const [params] = useSearchParams();
  const token = params.get(CLUB_MEMBER_TOKEN_PARAM) ?? '';
  const { invalid } = useMember(token);
  usePageHead({ title: invalid ? t('member.invalid.title') : t('pages.member.title'), description: t('pages.member.intro'), robots: 'noindex' });
  return <MemberContentIsland token={token} />;
}
