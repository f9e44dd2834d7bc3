-- Corporate events (docs/requirements.md#events; docs/events.md). A registration, its companions, the
-- event's seat count and the confirmation e-mail are written in one transaction that locks the event
-- row (bff/src/events/register.ts): concurrent registrations never take more seats than there are.

CREATE TABLE events (
  key              text PRIMARY KEY CHECK (key ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(key) <= 60),
  starts_at        timestamptz NOT NULL,
  ends_at          timestamptz NOT NULL CHECK (ends_at > starts_at),
  -- The venue's zone: times are shown as the wall clock there, with the zone named.
  time_zone        text NOT NULL DEFAULT 'Europe/Rome',
  country          text NOT NULL DEFAULT 'IT',
  capacity         integer NOT NULL CHECK (capacity > 0),
  -- Seats the organiser holds for guests invited outside the shop (press, partners).
  seats_reserved   integer NOT NULL DEFAULT 0 CHECK (seats_reserved >= 0),
  -- Seats held by confirmed registrations; kept with every registration and cancellation, under the
  -- event row's lock, so reserved + taken never exceeds the capacity.
  seats_taken      integer NOT NULL DEFAULT 0 CHECK (seats_taken >= 0),
  -- What the organiser decides; sold out and past are computed (seats, date), never stored.
  status           text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'cancelled')),
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (seats_reserved + seats_taken <= capacity)
);

CREATE INDEX events_starts_at_idx ON events (starts_at);

CREATE TABLE event_translations (
  event_key        text NOT NULL REFERENCES events (key) ON DELETE CASCADE,
  locale           text NOT NULL CHECK (locale IN ('en', 'it', 'es', 'de')),
  title            text NOT NULL,
  summary          text NOT NULL,
  description      text NOT NULL,
  venue_name       text NOT NULL,
  address          text NOT NULL,
  city             text NOT NULL,
  PRIMARY KEY (event_key, locale)
);

CREATE TABLE event_registrations (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_key          text NOT NULL REFERENCES events (key),
  -- Stored as typed (trimmed); one registration per e-mail and event, case-insensitively (index below).
  email              text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  first_name         text NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 80),
  last_name          text NOT NULL CHECK (char_length(last_name) BETWEEN 1 AND 80),
  -- E.164, as the registration schema normalises it.
  phone              text NOT NULL,
  company            text NOT NULL CHECK (char_length(company) BETWEEN 1 AND 120),
  presence           boolean NOT NULL,
  -- 1 + companions when present, 0 when the guest replied they will not come.
  seats              integer NOT NULL CHECK (seats BETWEEN 0 AND 5),
  locale             text NOT NULL CHECK (locale IN ('en', 'it', 'es', 'de')),
  -- SHA-256 of the cancellation link's token (256 random bits); the token itself is never stored.
  cancel_token_hash  bytea NOT NULL UNIQUE CHECK (octet_length(cancel_token_hash) = 32),
  status             text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
  -- Proof of the acceptances the form requires (docs/requirements.md#forms).
  conditions_accepted_at timestamptz NOT NULL,
  privacy_accepted_at    timestamptz NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  cancelled_at       timestamptz,
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
);

-- One confirmed registration per e-mail and event. A cancelled one stays as history and frees the
-- address, so a guest who cancelled may register again.
CREATE UNIQUE INDEX event_registrations_email_key ON event_registrations (event_key, lower(email)) WHERE status = 'confirmed';

CREATE TABLE event_companions (
  registration_id  uuid NOT NULL REFERENCES event_registrations (id) ON DELETE CASCADE,
  position         integer NOT NULL CHECK (position BETWEEN 1 AND 4),
  name             text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  PRIMARY KEY (registration_id, position)
);
