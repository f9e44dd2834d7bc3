import { island } from '@ama/platform';
import { EliteContent } from './club/elite/EliteContent';
import { MemberContent } from './club/member/MemberContent';
import { SignUpForm } from './club/SignUpForm';

/**
 * The club's islands (docs/adr-009-islands.md): on the first page only these hydrate; the rest of the
 * area's server markup stays HTML. Their props are plain data.
 */

/** /club/sign-up: the whole form. */
export const SignUpFormIsland = island('club/sign-up-form', SignUpForm);
/** /club/member: the whole content, personal and read in the browser only. */
export const MemberContentIsland = island('club/member', MemberContent);
/** /club/elite-{token}: the content, an island only when the BFF could not answer (its retry). */
export const EliteContentIsland = island('club/elite', EliteContent);
