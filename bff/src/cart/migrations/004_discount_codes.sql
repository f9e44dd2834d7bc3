-- Discount codes (docs/requirements.md#discount-codes). Every code the shop
-- accepts is a row here, whoever issues it: the shop's own codes, the newsletter's personal welcome
-- code (written with its subscriber, in the same transaction) and, later, the club's codes. One table
-- and one set of rules, so a code behaves the same wherever it came from. The development and e2e codes
-- (AMA10, GIFT50, EXPIRED20, ONCE15) are not here: a migration runs in production too, so they are
-- loaded by bff/src/db/seed-discount-codes.ts, only when SEED_DISCOUNT_CODES is on.

CREATE TABLE discount_codes (
  -- Stored upper-case; the shopper may type it in any case (looked up upper-cased), so the key is
  -- case-insensitively unique. 40 = DISCOUNT_LIMITS.codeMaxLength (contracts).
  code                    text PRIMARY KEY CHECK (code ~ '^[A-Z0-9][A-Z0-9-]*$' AND char_length(code) <= 40),
  kind                    text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  percent                 integer CHECK (percent BETWEEN 1 AND 100),
  amount_cents            integer CHECK (amount_cents > 0),
  -- Valid from valid_from (included) to valid_until (excluded); a null bound is open.
  valid_from              timestamptz,
  valid_until             timestamptz,
  -- unlimited; single_use: one order in total; once_per_email: one order per shopper's e-mail.
  usage                   text NOT NULL CHECK (usage IN ('unlimited', 'single_use', 'once_per_email')),
  -- A personal code (the newsletter's, the club's): only an order placed with this e-mail may use it.
  -- It applies in the cart, which knows no e-mail; the order placement checks it (redeemDiscount).
  bound_email             text CHECK (char_length(bound_email) BETWEEN 3 AND 254),
  -- Compared with the cart's subtotal (before the discount, at today's prices).
  minimum_subtotal_cents  integer CHECK (minimum_subtotal_cents > 0),
  -- Off = as if it did not exist (the shopper reads "invalid"), without losing its redemptions.
  active                  boolean NOT NULL DEFAULT true,
  created_at              timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'percent') = (percent IS NOT NULL) AND (kind = 'fixed') = (amount_cents IS NOT NULL)),
  CHECK (valid_until > valid_from)
);

-- One row per order that used a code: the usage rules count these. The order placement writes it in
-- the order's transaction after locking the code's row (SELECT … FOR UPDATE), so two orders cannot
-- both take a single-use code. order_ref is null until the orders issue fills it; an order uses at
-- most one code (codes are never cumulative), hence UNIQUE (several nulls are allowed).
CREATE TABLE discount_redemptions (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code         text NOT NULL REFERENCES discount_codes (code),
  order_ref    text UNIQUE,
  email        text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  redeemed_at  timestamptz NOT NULL DEFAULT now()
);

-- The code a cart holds (003 left the column ready) is always a code of this table. A code is retired
-- by switching it off (active = false), which keeps its redemptions; one never used may be deleted,
-- and then leaves the carts that held it.
ALTER TABLE carts ADD CONSTRAINT carts_discount_code_fkey
  FOREIGN KEY (discount_code) REFERENCES discount_codes (code) ON DELETE SET NULL;

-- The rules' only questions: how many times was this code used, and by this e-mail?
CREATE INDEX discount_redemptions_code_email_idx ON discount_redemptions (code, lower(email));

-- The welcome codes the newsletter issued before this table existed: 10 % (the percent it recorded),
-- one order, for the subscriber's e-mail only, with no end date; a code it already marked as redeemed
-- is recorded as used. From now on newsletter/subscribe.ts writes the row itself. redeemDiscount keeps
-- newsletter_subscribers.discount_redeemed_at in step, for readers of that table.
INSERT INTO discount_codes (code, kind, percent, usage, bound_email, created_at)
SELECT upper(discount_code), 'percent', discount_percent, 'single_use', email, created_at
FROM newsletter_subscribers
ON CONFLICT (code) DO NOTHING;

INSERT INTO discount_redemptions (code, email, redeemed_at)
SELECT upper(discount_code), email, discount_redeemed_at
FROM newsletter_subscribers
WHERE discount_redeemed_at IS NOT NULL;
