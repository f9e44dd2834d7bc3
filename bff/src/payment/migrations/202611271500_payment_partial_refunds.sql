-- Part of a captured payment given back (a returned piece, docs/backoffice.md#returns): once per key.
CREATE TABLE test_gateway_refunds (
  idempotency_key   text PRIMARY KEY,
  payment_id        text NOT NULL,
  amount_cents      integer NOT NULL CHECK (amount_cents > 0),
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX test_gateway_refunds_payment ON test_gateway_refunds (payment_id);
