-- Returns of an order's pieces (docs/backoffice.md#returns): requested by the shopper (the status page)
-- or by staff (from the shopper's e-mail), received and checked, then refunded (part of the payment
-- given back), exchanged (a voucher, a code of the cart's discount mechanism) or refused.
CREATE TABLE order_returns (
  id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id              uuid NOT NULL REFERENCES orders (id),
  status                text NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'received', 'refunded', 'exchanged', 'refused')),
  -- The order lines' positions, as a JSON array of numbers.
  positions             jsonb NOT NULL,
  amount_cents          integer NOT NULL CHECK (amount_cents >= 0),
  comment               text,
  -- 'shopper', or the staff member's e-mail.
  requested_by          text NOT NULL,
  requested_at          timestamptz NOT NULL DEFAULT now(),
  received_at           timestamptz,
  refund_due_by         date,
  settled_at            timestamptz,
  refusal               text CHECK (refusal IN ('worn', 'packaging', 'security_tags', 'personalised', 'not_received')),
  voucher_code          text,
  voucher_amount_cents  integer,
  voucher_valid_until   date
);
CREATE INDEX order_returns_order ON order_returns (order_id, requested_at DESC);
