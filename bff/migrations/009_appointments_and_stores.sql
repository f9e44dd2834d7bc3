-- Stores, the Milan showroom and appointments (docs/appointments-and-stores.md).

-- A place an appointment can happen at, and what the store locator lists: AMA's stores and partner
-- jewellers ('store') and the Milan showroom ('showroom'). The rows are seeded by the BFF
-- (src/stores/seed.ts), so they can be read and edited as TypeScript.
create table stores (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  kind text not null check (kind in ('store', 'showroom')),
  name text not null,
  address text not null,
  postal_code text not null,
  city text not null,
  country char(2) not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  phone text not null,
  -- IANA zone of the opening hours ('Europe/Rome').
  time_zone text not null,
  -- { "mon": [["10:00","13:00"],["15:00","19:00"]], …, "sun": [] }, local times of time_zone.
  opening_hours jsonb not null,
  -- Order of the list when no position is given.
  position integer not null default 0,
  created_at timestamptz not null default now()
);
create unique index stores_one_showroom on stores (kind) where kind = 'showroom';

create table appointments (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('store', 'phone', 'video', 'showroom')),
  -- The store or the showroom; null for the calls.
  place_id text references stores (id),
  -- What a slot belongs to: the place's id for visits, 'call:phone' / 'call:video' for the calls
  -- (one call-centre line per kind). The unique index below is on (resource, starts_at).
  resource text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  name text not null,
  email text not null,
  -- E.164.
  phone text not null,
  locale text not null,
  privacy_accepted_at timestamptz not null,
  -- SHA-256 (hex) of the cancellation link's token; the token itself is only in the e-mail.
  cancel_token_hash text not null unique,
  status text not null default 'booked' check (status in ('booked', 'cancelled')),
  -- The video call's link: the staff fill it in and send it; no third-party service is called.
  video_link text,
  created_at timestamptz not null default now(),
  cancelled_at timestamptz,
  check ((kind in ('store', 'showroom')) = (place_id is not null)),
  check (resource = coalesce(place_id, 'call:' || kind)),
  check ((status = 'cancelled') = (cancelled_at is not null))
);
-- A slot is booked once: one live appointment per place (visits) or per call kind, per start. Partial,
-- so a cancelled appointment frees its slot for the next shopper. Bookings insert with
-- ON CONFLICT DO NOTHING on this index: the database, not a read-then-write, decides who got the slot.
create unique index appointments_slot_once on appointments (resource, starts_at) where status = 'booked';
create index appointments_by_day on appointments (resource, starts_at);
