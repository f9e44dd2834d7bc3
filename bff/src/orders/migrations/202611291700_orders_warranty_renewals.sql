-- The warranty's renewal service (docs/services.md#warranty-renewal): cleaning, rhodium plating and a
-- stone check of one delivered piece, once per piece, in the first two years after the order. A row is
-- written only with the shipping contribution's authorisation (payment_id), by one request key (a
-- repeat of the request finds its row, never a second one), and the contribution is captured after the
-- row committed ('authorised' until then). Staff move it on; every change is in order_renewal_changes.
CREATE TABLE order_renewals (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id          uuid NOT NULL,
  position          integer NOT NULL,
  -- The request's Idempotency-Key.
  request_key       text NOT NULL UNIQUE,
  status            text NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'received', 'in_service', 'sent_back')),
  amount_cents      integer NOT NULL CHECK (amount_cents > 0),
  currency          text NOT NULL,
  payment_provider  text NOT NULL,
  payment_id        text NOT NULL,
  payment_status    text NOT NULL DEFAULT 'authorised' CHECK (payment_status IN ('authorised', 'captured')),
  card_brand        text NOT NULL,
  card_last4        text NOT NULL CHECK (card_last4 ~ '^[0-9]{4}$'),
  -- How the piece travels back, when staff say so.
  carrier           text,
  tracking_number   text,
  requested_at      timestamptz NOT NULL DEFAULT now(),
  received_at       timestamptz,
  in_service_at     timestamptz,
  sent_back_at      timestamptz,
  FOREIGN KEY (order_id, position) REFERENCES order_lines (order_id, position),
  -- Once per piece.
  CONSTRAINT order_renewals_once_per_piece UNIQUE (order_id, position)
);
CREATE INDEX order_renewals_status_requested ON order_renewals (status, requested_at);

CREATE TABLE order_renewal_changes (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  renewal_id  uuid NOT NULL REFERENCES order_renewals (id),
  from_status text,
  to_status   text NOT NULL,
  -- 'customer', or the staff e-mail that took the step.
  changed_by  text NOT NULL,
  detail      text,
  changed_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_renewal_changes_renewal ON order_renewal_changes (renewal_id, id);
