import type {
  CartSelection,
  OrderAddress,
  OrderStatus,
  OrderStatusChange,
  ReturnRefusal,
  ReturnStatus,
  ReturnStatusChange,
  WarrantyRenewalPaymentStatus,
  WarrantyRenewalStatus,
} from '@ama/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { StoredOptions } from '../cart';

/** Kysely's view of migrations/005, kept beside the code that owns the tables (like the outbox's). */

/** jsonb: read as the value, written as its JSON text. */
type Jsonb<T> = ColumnType<T, string, string>;

export interface OrdersTable {
  id: Generated<string>;
  reference: string;
  number: string;
  visitor_hash: string;
  locale: string;
  email: string;
  phone: string;
  name: string;
  surname: string;
  shipping_address: Jsonb<OrderAddress>;
  billing_address: Jsonb<OrderAddress>;
  fiscal_code: string | null;
  gift_wrapping: boolean;
  gift_message: string | null;
  /** The Italian day it is planned to ship by (read with to_char: a DATE must not pass through a JS Date). */
  ships_by: ColumnType<string | null, string | null | undefined, string | null>;
  discount_code: string | null;
  /** The code's kind when the order was placed (null: no discount). */
  discount_kind: ColumnType<'percent' | 'fixed' | 'engraving' | null, 'percent' | 'fixed' | 'engraving' | null | undefined, never>;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  total_cents: number;
  currency: string;
  privacy_accepted_at: Date;
  placed_at: ColumnType<Date, never, never>;
  /** received until staff move it (migrations/202611271200_orders_status.sql). */
  status: Generated<OrderStatus>;
  /** The money-moving change that holds the row (migrations/202611281900_orders_claims.sql), all four or none. */
  claim_id: string | null;
  claim_change: Jsonb<OrderStatusChange> | null;
  claim_by: string | null;
  claimed_at: Date | null;
  /** Made to the customer's own design (migrations/202611291900): its pieces cannot be returned. */
  personal_design: Generated<boolean>;
}

/** Each change of an order's status, by whom (a staff e-mail). */
export interface OrderStatusHistoryTable {
  id: Generated<string>;
  order_id: string;
  status: Exclude<OrderStatus, 'received'>;
  at: ColumnType<Date, Date | undefined, never>;
  by_staff: string;
  carrier: string | null;
  tracking_number: string | null;
  note: string | null;
}

/** A return of some of an order's pieces (migrations/202611271500_orders_returns.sql). */
export interface OrderReturnsTable {
  id: Generated<string>;
  order_id: string;
  status: ColumnType<ReturnStatus, ReturnStatus | undefined, ReturnStatus>;
  positions: Jsonb<number[]>;
  amount_cents: number;
  comment: string | null;
  requested_by: string;
  requested_at: ColumnType<Date, Date | undefined, never>;
  received_at: Date | null;
  /** YYYY-MM-DD. */
  refund_due_by: ColumnType<string | null, string | null | undefined, string | null>;
  settled_at: Date | null;
  refusal: ReturnRefusal | null;
  voucher_code: string | null;
  voucher_amount_cents: number | null;
  voucher_valid_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** The refund that holds the row (migrations/202611281900_orders_claims.sql), all four or none. */
  claim_id: string | null;
  claim_change: Jsonb<ReturnStatusChange> | null;
  claim_by: string | null;
  claimed_at: Date | null;
}

export interface OrderLinesTable {
  order_id: string;
  position: number;
  sku: string;
  name: string;
  options: Jsonb<StoredOptions>;
  selection: Jsonb<CartSelection[]>;
  image_url: string;
  quantity: number;
  unit_price_cents: number;
  line_total_cents: number;
}

export interface OrderPaymentsTable {
  order_id: string;
  provider: string;
  provider_payment_id: string;
  brand: string;
  last4: string;
  amount_cents: number;
  currency: string;
  created_at: ColumnType<Date, never, never>;
}

/** A piece's warranty renewal (migrations/202611291700_orders_warranty_renewals.sql), written with its contribution's authorisation. */
export interface OrderRenewalsTable {
  id: Generated<string>;
  order_id: string;
  position: number;
  request_key: string;
  status: ColumnType<WarrantyRenewalStatus, WarrantyRenewalStatus | undefined, WarrantyRenewalStatus>;
  amount_cents: number;
  currency: string;
  payment_provider: string;
  payment_id: string;
  payment_status: ColumnType<WarrantyRenewalPaymentStatus, WarrantyRenewalPaymentStatus | undefined, WarrantyRenewalPaymentStatus>;
  card_brand: string;
  card_last4: string;
  carrier: string | null;
  tracking_number: string | null;
  requested_at: ColumnType<Date, Date | undefined, never>;
  received_at: Date | null;
  in_service_at: Date | null;
  sent_back_at: Date | null;
}

/** Each change of a renewal's status, by whom ('customer', or a staff e-mail). */
export interface OrderRenewalChangesTable {
  id: Generated<string>;
  renewal_id: string;
  from_status: WarrantyRenewalStatus | null;
  to_status: WarrantyRenewalStatus;
  changed_by: string;
  detail: string | null;
  changed_at: ColumnType<Date, Date | undefined, never>;
}

/** 'voided': the key's last authorisation was voided; the key may be sent again (migrations/021). */
export type OrderOutcome = 'pending' | 'placed' | 'declined' | 'voided';

export interface OrderRequestsTable {
  idempotency_key: string;
  visitor_hash: string;
  fingerprint: string;
  outcome: OrderOutcome;
  order_id: string | null;
  decline_reason: 'declined' | 'invalid_card' | null;
  /** How many of the key's authorisations were voided (migrations/021); the live one's provider key follows from it. */
  payment_attempt: Generated<number>;
  created_at: ColumnType<Date, never, never>;
}

export type OrderTables = {
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_payments: OrderPaymentsTable;
  order_requests: OrderRequestsTable;
  order_status_history: OrderStatusHistoryTable;
  order_returns: OrderReturnsTable;
  order_renewals: OrderRenewalsTable;
  order_renewal_changes: OrderRenewalChangesTable;
};

/* The tables join the shared Database type (docs/data-model.md#tables). */
declare module '../db/schema' {
  interface Database {
    orders: OrdersTable;
    order_lines: OrderLinesTable;
    order_payments: OrderPaymentsTable;
    order_requests: OrderRequestsTable;
    order_status_history: OrderStatusHistoryTable;
    order_returns: OrderReturnsTable;
    order_renewals: OrderRenewalsTable;
    order_renewal_changes: OrderRenewalChangesTable;
  }
}
