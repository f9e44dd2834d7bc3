-- A change that gives money back (an order cancelled, a return refunded) first claims its row, in a
-- transaction of its own, before the payment provider is asked (docs/adr-010-claimed-refunds.md). While a row is
-- claimed every other change refuses it; the claim names the change, who asked and when, so the same
-- change asked again (by staff, or by housekeeping once the claim is stale) can finish it.
ALTER TABLE orders ADD COLUMN claim_id uuid;
ALTER TABLE orders ADD COLUMN claim_change jsonb;
ALTER TABLE orders ADD COLUMN claim_by text;
ALTER TABLE orders ADD COLUMN claimed_at timestamptz;
ALTER TABLE orders ADD CONSTRAINT orders_claim_whole
  CHECK ((claim_id IS NULL) = (claim_change IS NULL) AND (claim_id IS NULL) = (claim_by IS NULL) AND (claim_id IS NULL) = (claimed_at IS NULL));
CREATE INDEX orders_claimed ON orders (claimed_at) WHERE claim_id IS NOT NULL;

ALTER TABLE order_returns ADD COLUMN claim_id uuid;
ALTER TABLE order_returns ADD COLUMN claim_change jsonb;
ALTER TABLE order_returns ADD COLUMN claim_by text;
ALTER TABLE order_returns ADD COLUMN claimed_at timestamptz;
ALTER TABLE order_returns ADD CONSTRAINT order_returns_claim_whole
  CHECK ((claim_id IS NULL) = (claim_change IS NULL) AND (claim_id IS NULL) = (claim_by IS NULL) AND (claim_id IS NULL) = (claimed_at IS NULL));
CREATE INDEX order_returns_claimed ON order_returns (claimed_at) WHERE claim_id IS NOT NULL;
