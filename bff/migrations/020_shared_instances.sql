-- Several shop instances on one PostgreSQL (docs/adr-008-two-instances.md).

-- Rate-limit counters shared by every instance (bff/src/http/postgres-rate-limit-store.ts). The layout is
-- rate-limiter-flexible's RateLimiterPostgres table: key = limiter prefix + client IP, expire in epoch ms.
-- Created here rather than by the library at start, which would race between instances starting together.
CREATE TABLE rate_limit_counters (
  key    varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);

-- What the built-in test payment gateway charged (PAYMENT_PROVIDER=test, bff/src/payment/recorded-test-gateway.ts),
-- one row per idempotency key, written outside the order's transaction like a real provider's ledger: a charge
-- stays recorded even when the order that asked for it rolls back or its process dies. This keeps a retried key
-- charged once whichever instance serves the retry, and lets the fault tests check that every charge has its order.
CREATE TABLE test_gateway_charges (
  idempotency_key text PRIMARY KEY,
  amount_cents    integer NOT NULL,
  -- The gateway's answer, replayed for the same key: { ok: true, paymentId, brand, last4 } or { ok: false, reason }.
  result          jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
