import { CLUB_MEMBER_TOKEN_PARAM } from '@ama/contracts';
import { island, usePageHead, useSearchParams, useTranslation } from '@ama/platform';
import { MemberContent, useMember } from '../club/member/MemberContent';
import '../club/club.css';

/**
 * /club/member?token=…: the page the signed link in the club's e-mails opens. Personal, so the server
 * renders its frame only and the browser reads the member's data (the token in a header, never in the
 * API's URL); never indexed. The whole content is one island (club/member), declared here: the page is
 * a chunk of its own (routes.tsx), so the island is known once that chunk has loaded.
 */
const MemberContentIsland = island('club/member', MemberContent);

export function MemberPage() {
  const { t } = useTranslation('club');
  const [params] = useSearchParams();
  const token = params.get(CLUB_MEMBER_TOKEN_PARAM) ?? '';
  const { invalid } = useMember(token);
  usePageHead({ title: invalid ? t('member.invalid.title') : t('pages.member.title'), description: t('pages.member.intro'), robots: 'noindex' });
  return <MemberContentIsland token={token} />;
}
