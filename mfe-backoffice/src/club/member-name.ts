import type { StaffClubMember } from '@ama/contracts';

/** "Giulia Rossi", as the member signed up; the e-mail for a member without a name on record. */
export const memberName = ({ name, lastname, email }: Pick<StaffClubMember, 'name' | 'lastname' | 'email'>) => `${name} ${lastname}`.trim() || email;
