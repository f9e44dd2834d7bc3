-- Orders (docs/requirements.md#checkout: complete purchase → thank-you page with the order number → order summary e-mail).
-- An order, its lines, its payment, its e-mail (outbox) and the emptied cart are written in one
-- transaction (bff/src/orders/place-order.ts). Lines keep what was sold (names, labels, options,
-- engraving, prices and fees of that day): the catalogue may change afterwards, an order does not.
-- No card number or CVC is stored anywhere: a payment keeps the provider's id, the brand and the last four.

CREATE TABLE orders (
  id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- 256 random bits for the confirmation page's URL; the visitor cookie is needed too (GET answers 404 otherwise).
  reference            text NOT NULL UNIQUE CHECK (reference ~ '^[A-Za-z0-9_-]{43}$'),
  -- 'AMA-7K3F-9Q': read out on the phone; Crockford's alphabet (no I, L, O, U).
  number               text NOT NULL UNIQUE CHECK (number ~ '^AMA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$'),
  -- Who may read it back. No foreign key: an order outlives the anonymous visitor who placed it.
  visitor_hash         text NOT NULL CHECK (visitor_hash ~ '^[0-9a-f]{64}$'),
  locale               text NOT NULL CHECK (locale IN ('en', 'it', 'es', 'de')),
  email                text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  -- E.164, as the checkout schema normalises it.
  phone                text NOT NULL,
  name                 text NOT NULL,
  surname              text NOT NULL,
  -- { country, region?, province?, city, address, zipCode } as the checkout schema outputs it; billing
  -- holds the shipping address again when it was "same as shipping".
  shipping_address     jsonb NOT NULL CHECK (jsonb_typeof(shipping_address) = 'object'),
  billing_address      jsonb NOT NULL CHECK (jsonb_typeof(billing_address) = 'object'),
  fiscal_code          text,
  gift_wrapping        boolean NOT NULL,
  gift_message         text,
  discount_code        text,
  -- The lines at list price, before any discount: what Club AMA counts (docs/requirements.md#club).
  subtotal_cents       integer NOT NULL CHECK (subtotal_cents >= 0),
  discount_cents       integer NOT NULL CHECK (discount_cents BETWEEN 0 AND subtotal_cents),
  shipping_cents       integer NOT NULL CHECK (shipping_cents >= 0),
  total_cents          integer NOT NULL CHECK (total_cents = subtotal_cents - discount_cents + shipping_cents),
  currency             text NOT NULL CHECK (currency = 'EUR'),
  -- Proof of the privacy acceptance the checkout requires (docs/requirements.md#forms).
  privacy_accepted_at  timestamptz NOT NULL,
  placed_at            timestamptz NOT NULL DEFAULT now()
);

-- The club's questions (first purchase, yearly spend at list price) are asked per e-mail and year.
CREATE INDEX orders_email_idx ON orders (lower(email), placed_at);

CREATE TABLE order_lines (
  order_id          uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position          integer NOT NULL CHECK (position >= 1),
  sku               text NOT NULL REFERENCES products (sku),
  -- In the order's language, as the shopper read them.
  name              text NOT NULL,
  -- The resolved choice ({"gold":"ROSE","size":"14","engraving":"Ti amo",…}) and each option as sold:
  -- [{type, value, label, valueLabel, priceDeltaCents}], the engraving and its fee among them.
  options           jsonb NOT NULL CHECK (jsonb_typeof(options) = 'object'),
  selection         jsonb NOT NULL CHECK (jsonb_typeof(selection) = 'array'),
  image_url         text NOT NULL,
  quantity          integer NOT NULL CHECK (quantity BETWEEN 1 AND 10),
  unit_price_cents  integer NOT NULL CHECK (unit_price_cents >= 0),
  line_total_cents  integer NOT NULL CHECK (line_total_cents = unit_price_cents * quantity),
  PRIMARY KEY (order_id, position)
);

-- One payment per order, one order per payment.
CREATE TABLE order_payments (
  order_id             uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  provider             text NOT NULL,
  provider_payment_id  text NOT NULL,
  brand                text NOT NULL,
  last4                text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  amount_cents         integer NOT NULL CHECK (amount_cents >= 0),
  currency             text NOT NULL,
  created_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_payment_id)
);

-- Idempotency-Key of POST /api/orders: one row per attempt to pay, inserted first in the order's
-- transaction. A second request with the same key waits on this primary key until the first commits
-- (then it answers the same outcome) or rolls back (then it runs itself). 'pending' never commits: the
-- transaction ends placed, declined, or rolled back. A refusal before the charge (empty cart, total
-- changed) rolls back, so the key stays free.
CREATE TABLE order_requests (
  idempotency_key  uuid PRIMARY KEY,
  visitor_hash     text NOT NULL CHECK (visitor_hash ~ '^[0-9a-f]{64}$'),
  -- SHA-256 of the checkout form and expected total (no card data): the same key with another body is refused.
  fingerprint      text NOT NULL CHECK (fingerprint ~ '^[0-9a-f]{64}$'),
  outcome          text NOT NULL CHECK (outcome IN ('pending', 'placed', 'declined')),
  order_id         uuid UNIQUE REFERENCES orders (id),
  decline_reason   text CHECK (decline_reason IN ('declined', 'invalid_card')),
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((outcome = 'placed') = (order_id IS NOT NULL)),
  CHECK ((outcome = 'declined') = (decline_reason IS NOT NULL))
);
