/** One change of a record's status as its changes table keeps it (club_loan_changes, custom_design_changes, order_renewal_changes). */
export interface StatusChangeRow<Status> {
  changed_at: Date;
  from_status: Status | null;
  to_status: Status;
  /** The customer or member, or the staff e-mail that took the step. */
  changed_by: string;
  detail: string | null;
}

/** The changes as the staff API answers them: when, from, to, by whom, with what detail; in the order given. */
export const toStatusHistory = <Status>(rows: readonly StatusChangeRow<Status>[]) =>
  rows.map((change) => ({ at: new Date(change.changed_at).toISOString(), from: change.from_status, to: change.to_status, by: change.changed_by, detail: change.detail }));
