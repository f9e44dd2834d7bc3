-- An order's life after checkout (docs/backoffice.md): received → in production → shipped → delivered,
-- or cancelled (refunded). Every order placed so far was received and nothing more.
ALTER TABLE orders ADD COLUMN status text NOT NULL DEFAULT 'received'
  CHECK (status IN ('received', 'in_production', 'shipped', 'delivered', 'cancelled'));
CREATE INDEX orders_status_placed ON orders (status, placed_at DESC);
CREATE INDEX orders_placed ON orders (placed_at DESC);

-- Each change of status: when, by which staff member, and for a shipment its carrier and tracking
-- number. The first step, received, is the order's placed_at and has no row.
CREATE TABLE order_status_history (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id              uuid NOT NULL REFERENCES orders (id),
  status                text NOT NULL CHECK (status IN ('in_production', 'shipped', 'delivered', 'cancelled')),
  at                    timestamptz NOT NULL DEFAULT now(),
  by_staff              text NOT NULL,
  carrier               text,
  tracking_number       text,
  note                  text
);
CREATE INDEX order_status_history_order ON order_status_history (order_id, id);
