-- A captured payment can be refunded (an order cancelled in the back office, docs/backoffice.md).
ALTER TABLE test_gateway_charges DROP CONSTRAINT test_gateway_charges_status_check;
ALTER TABLE test_gateway_charges ADD CONSTRAINT test_gateway_charges_status_check
  CHECK (status IN ('authorised', 'captured', 'voided', 'refunded', 'declined'));
