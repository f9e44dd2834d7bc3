/**
 * The money check of every test that moves money back (docs/adr-010-claimed-refunds.md), read from the test
 * gateway's books beside the shop's tables: no refund without its refunded state, no refunded state
 * without its refund, never more refunded than captured. Each row is one problem, named; an empty
 * answer is a ledger that balances. Plain SQL, so a suite on a pg client runs it as well as one on Kysely.
 */
export const LEDGER_PROBLEMS_SQL = `
with payments as (
  select c.payment_id, c.amount_cents, c.status,
         coalesce((select sum(r.amount_cents) from test_gateway_refunds r where r.payment_id = c.payment_id), 0)::int as parts
    from test_gateway_charges c
   where c.payment_id is not null
)
select 'order ' || o.number || ' is cancelled, its payment is ' || p.status as problem
  from orders o join order_payments op on op.order_id = o.id join payments p on p.payment_id = op.provider_payment_id
 where o.status = 'cancelled' and p.status <> 'refunded'
union all
select 'order ' || o.number || ' is ' || o.status || ' but its payment was refunded in full'
  from orders o join order_payments op on op.order_id = o.id join payments p on p.payment_id = op.provider_payment_id
 where o.status <> 'cancelled' and o.claim_id is null and p.status = 'refunded' and p.parts = 0
union all
select 'payment ' || p.payment_id || ' gave back ' || p.parts || ' of ' || p.amount_cents
  from payments p
 where p.parts > p.amount_cents
union all
select 'return ' || x.id || ' is refunded without its refund of ' || x.amount_cents
  from order_returns x
 where x.status = 'refunded' and x.amount_cents > 0
   and not exists (select 1 from test_gateway_refunds r where r.idempotency_key = 'return-' || x.id and r.amount_cents = x.amount_cents)
union all
select 'refund ' || r.idempotency_key || ' of ' || r.amount_cents || ' has no refunded return'
  from test_gateway_refunds r
 where r.idempotency_key like 'return-%'
   and not exists (select 1 from order_returns x where 'return-' || x.id = r.idempotency_key and x.status = 'refunded')
   and not exists (select 1 from order_returns x where 'return-' || x.id = r.idempotency_key and x.claim_id is not null)
`;

export type LedgerQuery = (text: string) => Promise<{ problem: string }[]>;

/** The ledger's problems, as sentences (empty when it balances). */
export const ledgerProblems = async (query: LedgerQuery): Promise<string[]> => (await query(LEDGER_PROBLEMS_SQL)).map((row) => row.problem);
