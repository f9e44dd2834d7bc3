import { CLUB, clubToday, type ClubMemberView } from '@ama/contracts';
import { setUpClubTests } from '../test-support';

/** What the member page's tests share: the link's token, a member's view, and the store and texts set up once per file. */

export const TOKEN = 'signed.member-token';

/** A calendar day YYYY-MM-DD `days` after `day` (before, when negative). */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** This year in Italy, whichever day the tests run: the year of the allowances the section shows first. */
export const THIS_YEAR = Number(clubToday().slice(0, 4));

/** A member's view as GET /club/member answers it: Giulia Rossi in `status`, no codes and no history unless `changes` say so. */
export const memberView = (status: ClubMemberView['status'], changes: Partial<ClubMemberView> = {}): ClubMemberView => ({
  name: 'Giulia',
  lastname: 'Rossi',
  email: 'giulia@example.com',
  status,
  registeredAt: '2026-01-10T09:00:00.000Z',
  eliteUntilYear: status === 'elite' ? 2027 : null,
  yearSpendCents: CLUB.eliteYearlySpendCents,
  seasonalCodesLeftThisYear: 0,
  seasonalReceipt: null,
  codes: [],
  treesDonated: 0,
  history: [],
  pendingTermsChange: null,
  ...changes,
});

/** One shop store and the English texts for the file; the API's cache emptied after each test. */
export const setUpMemberPageTests = setUpClubTests;
