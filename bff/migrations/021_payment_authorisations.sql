-- Checkout pays in two steps (docs/checkout.md): the card is AUTHORISED before the order's
-- transaction, CAPTURED after the order committed, VOIDED when it did not. Nothing of the payment runs
-- inside the transaction any more, so no request holds two pool connections at once.

-- The test gateway's ledger (bff/src/payment/recorded-test-gateway.ts) keeps each payment's status.
-- payment_id is the authorisation's id (result->>'paymentId'), looked up by capture and void; null for a decline.
ALTER TABLE test_gateway_charges ADD COLUMN payment_id text UNIQUE;
-- Rows written before this migration were charged at once: they read as captured (declines as declined).
-- The default stays 'captured' for the same reason: a shop instance of the previous version, still running
-- during a rolling update, keeps writing one-step charges that are exactly that (without a payment_id).
ALTER TABLE test_gateway_charges ADD COLUMN status text NOT NULL DEFAULT 'captured'
  CHECK (status IN ('authorised', 'captured', 'voided', 'declined'));
UPDATE test_gateway_charges
   SET payment_id = result->>'paymentId',
       status = CASE WHEN (result->>'ok')::boolean THEN 'captured' ELSE 'declined' END;

-- An order request's key can now end 'voided': its authorisation was voided because the order's
-- transaction failed (a refusal found only inside it, an error) or because the key already stood for a
-- payment of another amount. Unlike 'placed' and 'declined' it is no final answer: the same visitor may
-- send the key again, with another body too, and that attempt authorises afresh.
ALTER TABLE order_requests DROP CONSTRAINT order_requests_outcome_check;
ALTER TABLE order_requests ADD CONSTRAINT order_requests_outcome_check
  CHECK (outcome IN ('pending', 'placed', 'declined', 'voided'));
-- How many of the key's authorisations were voided: the next one asks the provider with a key of its own
-- (Idempotency-Key, then Idempotency-Key/1, /2, …), since a provider answers a voided key with the void.
ALTER TABLE order_requests ADD COLUMN payment_attempt integer NOT NULL DEFAULT 0 CHECK (payment_attempt >= 0);
