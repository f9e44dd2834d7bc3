-- The ELITE jewellery loan for an event (docs/services.md#elite-jewellery-loan): one row per request,
-- its year being the event's (the limit of two a calendar year counts them); what the shop chose (the
-- piece, the days) once confirmed, and every change in club_loan_changes with who made it.
create table club_loans (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references club_members (id),
  event_date date not null,
  year integer not null,
  days integer not null check (days between 1 and 5),
  occasion text not null,
  status text not null default 'requested' check (status in ('requested', 'confirmed', 'refused', 'handed_over', 'returned')),
  piece text,
  loan_from date,
  loan_until date,
  refusal_reason text,
  handed_over_at timestamptz,
  returned_at timestamptz,
  created_at timestamptz not null default now()
);
create index club_loans_member_year on club_loans (member_id, year);
create index club_loans_status_event on club_loans (status, event_date);

create table club_loan_changes (
  id serial primary key,
  loan_id uuid not null references club_loans (id),
  from_status text,
  to_status text not null,
  -- 'member', or the staff e-mail that took the step.
  changed_by text not null,
  detail text,
  changed_at timestamptz not null default now()
);
create index club_loan_changes_loan on club_loan_changes (loan_id, id);
