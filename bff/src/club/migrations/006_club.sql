-- Club AMA (docs/requirements.md#club: sign-up, states, eligibility, benefits, figures). A sign-up, its first
-- history row and its confirmation e-mail are written in one transaction (bff/src/club/sign-up.ts); the
-- order placement feeds the lifecycle in the order's transaction (bff/src/club/lifecycle.ts), so the
-- status always matches the orders that exist.

CREATE TABLE club_members (
  id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored as typed (trimmed); one account per e-mail, case-insensitively (index below).
  email                text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  name                 text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  lastname             text NOT NULL CHECK (char_length(lastname) BETWEEN 1 AND 80),
  -- One account per person: the person is their name, last name and birth date, compared
  -- without case or accents (person_key, computed by the BFF), whatever e-mail they use.
  person_key           text NOT NULL CHECK (char_length(person_key) BETWEEN 3 AND 300),
  birth_date           date NOT NULL CHECK (birth_date >= DATE '1900-01-01'),
  -- E.164, as the sign-up schema normalises it.
  phone                text NOT NULL,
  country              text NOT NULL CHECK (country = 'IT'),
  -- ISTAT region code and name, city (comune) with its province's sigla, postal code (CAP): as the
  -- places data listed them on the day of sign-up.
  region_code          text NOT NULL,
  region               text NOT NULL,
  city                 text NOT NULL,
  province             text NOT NULL,
  zip_code             text NOT NULL,
  address              text NOT NULL CHECK (char_length(address) BETWEEN 1 AND 200),
  locale               text NOT NULL CHECK (locale IN ('en', 'it', 'es', 'de')),
  status               text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'member', 'elite', 'revoked', 'terminated')),
  -- ELITE holds up to the end of this calendar year (the qualifying year + 1); null when never ELITE.
  elite_until_year     integer CHECK (elite_until_year BETWEEN 2000 AND 3000),
  -- Proof of the privacy acceptance the form requires (docs/requirements.md#forms).
  privacy_accepted_at  timestamptz NOT NULL,
  registered_at        timestamptz NOT NULL DEFAULT now(),
  member_since         timestamptz
);

CREATE UNIQUE INDEX club_members_email_key ON club_members (lower(email));
CREATE UNIQUE INDEX club_members_person_key ON club_members (person_key);

-- Every state change, never updated or deleted (the club keeps the history): who or what moved it
-- (the order, the member's written revocation, the operator) and why.
CREATE TABLE club_status_changes (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id    uuid NOT NULL REFERENCES club_members (id),
  from_status  text CHECK (from_status IN ('pending', 'member', 'elite', 'revoked', 'terminated')),
  to_status    text NOT NULL CHECK (to_status IN ('pending', 'member', 'elite', 'revoked', 'terminated')),
  -- 'signed_up', 'first_purchase', 'yearly_spend', 'elite_expired', 'revoked_in_writing', 'terminated_for_breach'.
  reason       text NOT NULL,
  -- The order that caused it, the member's statement, the operator's reason.
  detail       text,
  order_id     uuid REFERENCES orders (id),
  actor        text NOT NULL CHECK (actor IN ('member', 'order', 'operator', 'system')),
  changed_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX club_status_changes_member_idx ON club_status_changes (member_id, changed_at);

-- The club's personal codes are discount codes like any other (migrations/004: bound to the member's
-- e-mail, single use, with their window); this table says which member and benefit each one is.
CREATE TABLE club_codes (
  code        text PRIMARY KEY REFERENCES discount_codes (code),
  member_id   uuid NOT NULL REFERENCES club_members (id),
  kind        text NOT NULL CHECK (kind IN ('welcome', 'birthday', 'seasonal', 'friend')),
  -- The birthday year or the seasonal code's calendar year: a member gets one birthday code per year
  -- and CLUB.seasonalDiscount.maxPerYear seasonal ones.
  year        integer NOT NULL CHECK (year BETWEEN 2000 AND 3000),
  -- Given up for trees planted instead: the discount code is switched off.
  donated_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX club_codes_member_idx ON club_codes (member_id, kind, year);
-- One welcome code ever and one birthday code per year.
CREATE UNIQUE INDEX club_codes_once_key ON club_codes (member_id, kind, year) WHERE kind IN ('welcome', 'birthday');

-- Bring a friend: the member names a friend's e-mail; both get 10 % within 45 days.
CREATE TABLE club_friend_invitations (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id     uuid NOT NULL REFERENCES club_members (id),
  friend_email  text NOT NULL CHECK (char_length(friend_email) BETWEEN 3 AND 254),
  member_code   text NOT NULL REFERENCES discount_codes (code),
  friend_code   text NOT NULL REFERENCES discount_codes (code),
  created_at    timestamptz NOT NULL DEFAULT now()
);
-- A friend is brought once, by whoever names them first.
CREATE UNIQUE INDEX club_friend_invitations_friend_key ON club_friend_invitations (lower(friend_email));

-- Terms changes (docs/requirements.md#club): announced at least CLUB.termsChangeNoticeDays ahead; a member may
-- revoke until effective_from. Written by the operator's command, read by the member page.
CREATE TABLE club_terms_versions (
  version         text PRIMARY KEY,
  summary         text NOT NULL,
  announced_at    timestamptz NOT NULL DEFAULT now(),
  effective_from  timestamptz NOT NULL,
  CHECK (effective_from >= announced_at + interval '30 days')
);
