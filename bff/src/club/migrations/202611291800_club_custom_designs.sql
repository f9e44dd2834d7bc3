-- Custom design (docs/services.md#custom-design): one row per request, written only with the €150 fee's
-- authorisation (payment_id), and by one request key (a repeat finds its row, never a second one). The
-- fee is released or charged by a claimed change: the claim columns mark the row for it before the
-- payment provider is asked (as orders do, docs/adr-010-claimed-refunds.md), so two changes never move
-- money for one design. Every change is in custom_design_changes with who made it.
create table custom_designs (
  id uuid primary key default gen_random_uuid(),
  request_key text not null unique,
  status text not null default 'requested' check (status in ('requested', 'proposed', 'in_production', 'withdrawn', 'not_taken_up')),
  piece_kind text not null,
  description text not null,
  budget_euros integer not null check (budget_euros > 0),
  name text not null,
  email text not null,
  phone text,
  locale text not null,
  fee_cents integer not null,
  payment_id text not null,
  payment_status text not null default 'authorised' check (payment_status in ('authorised', 'captured', 'voided')),
  card_brand text not null,
  card_last4 text not null,
  proposal text,
  proposed_at timestamptz,
  order_number text,
  closing_note text,
  closed_at timestamptz,
  claim_id uuid,
  claim_change jsonb,
  claim_by text,
  claimed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint custom_designs_claim_whole
    check ((claim_id is null) = (claim_change is null) and (claim_id is null) = (claim_by is null) and (claim_id is null) = (claimed_at is null))
);
create index custom_designs_status_created on custom_designs (status, created_at desc);
create index custom_designs_created on custom_designs (created_at desc);
create index custom_designs_claimed on custom_designs (claimed_at) where claim_id is not null;
create index custom_designs_order on custom_designs (order_number) where order_number is not null;

create table custom_design_changes (
  id serial primary key,
  design_id uuid not null references custom_designs (id),
  from_status text,
  to_status text not null,
  -- 'customer', or the staff e-mail that took the step.
  changed_by text not null,
  detail text,
  changed_at timestamptz not null default now()
);
create index custom_design_changes_design on custom_design_changes (design_id, id);
