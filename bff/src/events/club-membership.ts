import type { ClubStatus } from '@ama/contracts';
import { activeClubMembers, isActiveMemberEmail, type ActiveClubMember } from '../club';

/*
 * What the events ask of Club AMA (docs/services.md, "Invitations to events and previews"), through what
 * the club's index offers, never its tables: its member directory, and (a port, wired in app.ts) whom a
 * member link names.
 */

/** Members and ELITE: the ones with benefits. A pending sign-up, a revoked or terminated account has none. */
export const isActiveClubStatus = (status: ClubStatus) => status === 'member' || status === 'elite';

/** The club's answer to "whom does this member link name" (its `clubMemberIdentity`), as the events read it. */
export type ClubMemberPort = (token: unknown, now: Date) => Promise<{ status: ClubStatus } | null>;

/** A Club AMA member as an invitation needs them: the club's own directory (club/member-directory.ts). */
export type InvitedMember = ActiveClubMember;
export { activeClubMembers, isActiveMemberEmail };
