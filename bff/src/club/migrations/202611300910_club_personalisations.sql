-- The free personalisation for one documented occasion a year (docs/services.md#free-personalisation):
-- one row per request, its year being the occasion's (the limit of one a calendar year counts them);
-- the piece is an order line of the member's (order_number, position, its name as bought) or, with all
-- three null, a new piece, which an approval gives an engraving code (a discount_codes row) for.
create table club_personalisations (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references club_members (id),
  occasion_kind text not null check (occasion_kind in ('birthday', 'anniversary', 'engagement', 'wedding', 'birth', 'graduation', 'other')),
  occasion_date date not null,
  year integer not null,
  description text not null,
  order_number text,
  order_position integer,
  piece_name text,
  status text not null default 'requested' check (status in ('requested', 'approved', 'refused')),
  refusal_reason text,
  code text references discount_codes (code),
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  check ((order_number is null) = (order_position is null) and (order_number is null) = (piece_name is null))
);
-- One a member and year, whatever the interleaving of requests: a refusal frees the year.
create unique index club_personalisations_one_a_year on club_personalisations (member_id, year) where status in ('requested', 'approved');
create index club_personalisations_status_occasion on club_personalisations (status, occasion_date);

create table club_personalisation_changes (
  id serial primary key,
  personalisation_id uuid not null references club_personalisations (id),
  from_status text,
  to_status text not null,
  -- 'member', or the staff e-mail that took the step.
  changed_by text not null,
  detail text,
  changed_at timestamptz not null default now()
);
create index club_personalisation_changes_of on club_personalisation_changes (personalisation_id, id);
