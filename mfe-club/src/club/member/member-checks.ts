import { clubFriendInvitationSchema, clubRevocationSchema, fieldErrors } from '@ama/contracts';
import { knownProblem } from './member-problems';

/*
 * The member actions' checks with the contract's schemas, loaded when a member first submits one
 * (docs/forms.md): zod is not needed to draw the member page.
 */

type Checked<Body> = { ok: true; body: Body } | { ok: false; problem: string };

export function checkFriendInvitation(friendEmail: string): Checked<{ friendEmail: string }> {
  const parsed = clubFriendInvitationSchema.safeParse({ friendEmail });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, problem: knownProblem(fieldErrors(parsed.error.issues).friendEmail) };
}

export function checkRevocation(statement: string): Checked<{ statement: string }> {
  const parsed = clubRevocationSchema.safeParse({ statement });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, problem: knownProblem(fieldErrors(parsed.error.issues).statement) };
}
