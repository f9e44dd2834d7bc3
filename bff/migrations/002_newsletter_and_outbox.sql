-- Newsletter subscribers (docs/requirements.md#newsletter) and the mail outbox (docs/adr-003-mail-outbox.md). A subscription and its
-- confirmation e-mail are written in one transaction, so a subscriber never misses the mail and a mail
-- never exists without its subscriber; the worker delivers the outbox afterwards.

CREATE TABLE newsletter_subscribers (
  id                    integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Stored as typed (trimmed); uniqueness is case-insensitive through the index below.
  email                 text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  name                  text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  surname               text NOT NULL CHECK (char_length(surname) BETWEEN 1 AND 80),
  date_of_birth         date NOT NULL CHECK (date_of_birth >= DATE '1900-01-01'),
  locale                text NOT NULL CHECK (locale IN ('en', 'it', 'es', 'de')),
  -- Proof of the privacy acceptance the form requires (docs/requirements.md#forms).
  privacy_accepted_at   timestamptz NOT NULL,
  -- Welcome discount for the first purchase (docs/requirements.md#newsletter); redeemed_at is set by the checkout.
  discount_code         text NOT NULL UNIQUE,
  discount_percent      integer NOT NULL CHECK (discount_percent BETWEEN 1 AND 100),
  discount_redeemed_at  timestamptz,
  created_at            timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX newsletter_subscribers_email_key ON newsletter_subscribers (lower(email));

CREATE TABLE outbox (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "to"             text NOT NULL,
  subject          text NOT NULL,
  text             text NOT NULL,
  html             text NOT NULL,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts         integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- Due time of the next delivery try; while a worker holds a row it is pushed ahead (a lease).
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz
);

-- The worker's only query: pending rows that are due, oldest due first.
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending';
