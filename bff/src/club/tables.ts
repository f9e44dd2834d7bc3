import type { ClubLoanStatus, ClubOccasionKind, ClubPersonalisationStatus, CustomDesignPiece, CustomDesignStatus } from '@ama/contracts';
import type { ColumnType, Generated } from 'kysely';

/*
 * Kysely's view of Club AMA's tables (migrations/006_club.sql and 021_person_key_version.sql in this module). The tables join the shared Database type by declaration merging (below), so
 * every query in the shop is typed against them while db/ names none of them (docs/data-model.md#tables).
 */

/** migrations/006 (Club AMA). Statuses as in the contract's CLUB_STATUSES. */
export type ClubStatusColumn = 'pending' | 'member' | 'elite' | 'revoked' | 'terminated';

export interface ClubMembersTable {
  id: Generated<string>;
  email: string;
  name: string;
  lastname: string;
  /** Name, last name and birth date without case or accents (club/person-key.ts). */
  person_key: string;
  /** migrations/021: the version of personKey that wrote person_key (club/person-key-upgrade.ts). */
  person_key_version: ColumnType<number, number | undefined, number>;
  /** Read as a Date by the drivers (local midnight): select to_char(birth_date, 'YYYY-MM-DD') for the day. */
  birth_date: ColumnType<Date, string, string>;
  phone: string;
  country: string;
  region_code: string;
  region: string;
  city: string;
  province: string;
  zip_code: string;
  address: string;
  locale: string;
  status: ColumnType<ClubStatusColumn, ClubStatusColumn | undefined, ClubStatusColumn>;
  elite_until_year: ColumnType<number | null, number | null | undefined, number | null>;
  privacy_accepted_at: Date;
  registered_at: ColumnType<Date, Date | undefined, never>;
  member_since: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ClubStatusChangesTable {
  id: Generated<number>;
  member_id: string;
  from_status: ClubStatusColumn | null;
  to_status: ClubStatusColumn;
  reason: string;
  detail: ColumnType<string | null, string | null | undefined, never>;
  order_id: ColumnType<string | null, string | null | undefined, never>;
  actor: 'member' | 'order' | 'operator' | 'system';
  changed_at: ColumnType<Date, Date | undefined, never>;
}

export interface ClubCodesTable {
  code: string;
  member_id: string;
  kind: 'welcome' | 'birthday' | 'seasonal' | 'friend';
  year: number;
  /** The order a seasonal code was taken from (migrations/202611291100): one code per receipt. */
  receipt_order_id: ColumnType<string | null, string | null | undefined, never>;
  donated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface ClubFriendInvitationsTable {
  id: Generated<number>;
  member_id: string;
  friend_email: string;
  member_code: string;
  friend_code: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface ClubTermsVersionsTable {
  version: string;
  summary: string;
  announced_at: ColumnType<Date, Date | undefined, Date>;
  effective_from: Date;
}

/** migrations/202611291400: the ELITE jewellery loan. Statuses as in the contract's CLUB_LOAN_STATUSES. */
export interface ClubLoansTable {
  id: Generated<string>;
  member_id: string;
  /** Read as a Date by the drivers: select to_char(event_date, 'YYYY-MM-DD') for the day. */
  event_date: ColumnType<Date, string, never>;
  /** The event's calendar year: the one whose two loans it uses. */
  year: number;
  days: number;
  occasion: string;
  status: ColumnType<ClubLoanStatus, ClubLoanStatus | undefined, ClubLoanStatus>;
  piece: ColumnType<string | null, never, string>;
  loan_from: ColumnType<Date | null, never, string>;
  loan_until: ColumnType<Date | null, never, string>;
  refusal_reason: ColumnType<string | null, never, string>;
  handed_over_at: ColumnType<Date | null, never, Date>;
  returned_at: ColumnType<Date | null, never, Date>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface ClubLoanChangesTable {
  id: Generated<number>;
  loan_id: string;
  from_status: ClubLoanStatus | null;
  to_status: ClubLoanStatus;
  /** 'member', or the staff e-mail that took the step. */
  changed_by: string;
  detail: string | null;
  changed_at: ColumnType<Date, Date | undefined, never>;
}

/** migrations/202611291800: custom design requests. Statuses as in the contract's CUSTOM_DESIGN_STATUSES. */
export interface CustomDesignsTable {
  id: Generated<string>;
  request_key: string;
  status: ColumnType<CustomDesignStatus, CustomDesignStatus | undefined, CustomDesignStatus>;
  piece_kind: CustomDesignPiece;
  description: string;
  budget_euros: number;
  name: string;
  email: string;
  phone: string | null;
  locale: string;
  fee_cents: number;
  payment_id: string;
  payment_status: ColumnType<'authorised' | 'captured' | 'voided', 'authorised' | undefined, 'captured' | 'voided'>;
  card_brand: string;
  card_last4: string;
  proposal: ColumnType<string | null, never, string>;
  proposed_at: ColumnType<Date | null, never, Date>;
  order_number: ColumnType<string | null, never, string | null>;
  closing_note: ColumnType<string | null, never, string>;
  closed_at: ColumnType<Date | null, never, Date>;
  /** The claim of a change that settles the fee (orders/row-claims.ts). */
  claim_id: ColumnType<string | null, never, string | null>;
  claim_change: ColumnType<{ status: CustomDesignStatus; text?: string | null; orderNumber?: string | null } | null, never, string | null>;
  claim_by: ColumnType<string | null, never, string | null>;
  claimed_at: ColumnType<Date | null, never, Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface CustomDesignChangesTable {
  id: Generated<number>;
  design_id: string;
  from_status: CustomDesignStatus | null;
  to_status: CustomDesignStatus;
  /** 'customer', or the staff e-mail that took the step. */
  changed_by: string;
  detail: string | null;
  changed_at: ColumnType<Date, Date | undefined, never>;
}

/** migrations/202611300910: a free personalisation; the order line's three columns are null for a new piece. */
export interface ClubPersonalisationsTable {
  id: Generated<string>;
  member_id: string;
  occasion_kind: ClubOccasionKind;
  /** Read as a Date by the drivers: select to_char(occasion_date, 'YYYY-MM-DD') for the day. */
  occasion_date: ColumnType<Date, string, never>;
  /** The occasion's calendar year: the one whose personalisation it uses. */
  year: number;
  description: string;
  order_number: string | null;
  order_position: number | null;
  piece_name: string | null;
  status: ColumnType<ClubPersonalisationStatus, ClubPersonalisationStatus | undefined, ClubPersonalisationStatus>;
  refusal_reason: ColumnType<string | null, never, string>;
  /** A new piece's engraving code, written by the approval. */
  code: ColumnType<string | null, never, string>;
  decided_at: ColumnType<Date | null, never, Date>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface ClubPersonalisationChangesTable {
  id: Generated<number>;
  personalisation_id: string;
  from_status: ClubPersonalisationStatus | null;
  to_status: ClubPersonalisationStatus;
  changed_by: string;
  detail: string | null;
  changed_at: ColumnType<Date, Date | undefined, never>;
}

declare module '../db/schema' {
  interface Database {
    club_members: ClubMembersTable;
    club_status_changes: ClubStatusChangesTable;
    club_codes: ClubCodesTable;
    club_friend_invitations: ClubFriendInvitationsTable;
    club_terms_versions: ClubTermsVersionsTable;
    club_loans: ClubLoansTable;
    club_loan_changes: ClubLoanChangesTable;
    custom_designs: CustomDesignsTable;
    custom_design_changes: CustomDesignChangesTable;
    club_personalisations: ClubPersonalisationsTable;
    club_personalisation_changes: ClubPersonalisationChangesTable;
  }
}
