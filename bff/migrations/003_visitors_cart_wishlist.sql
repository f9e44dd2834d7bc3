-- Anonymous visitors, their cart and their wishlist (docs/requirements.md#cart, #wishlist). The visitor cookie
-- holds a random token; only its SHA-256 is stored here, so a copy of the database gives no cookie
-- that would open anybody's cart. Prices are never stored: a line is priced from the catalogue on
-- every read, so a price change or an unavailable piece shows at once.

CREATE TABLE visitors (
  token_hash    text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- Refreshed by every write, for a later clean-up of abandoned visitors.
  last_seen_at  timestamptz NOT NULL DEFAULT now()
);

-- One cart per visitor, created by its first line. Every cart write locks this row first, so the
-- limits on lines and quantities hold under concurrent requests of one visitor.
CREATE TABLE carts (
  visitor_hash  text PRIMARY KEY REFERENCES visitors (token_hash) ON DELETE CASCADE,
  -- The discount code applied to the cart (the next issue); null = none.
  discount_code text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- A line is one piece in one configuration: the same SKU with the same options adds to its quantity.
-- options holds the resolved choice ({"gold":"ROSE","size":"14",…}); jsonb equality ignores key order.
-- A product is never deleted (it becomes unavailable); if one were, its lines would go with it.
CREATE TABLE cart_lines (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  visitor_hash  text NOT NULL REFERENCES carts (visitor_hash) ON DELETE CASCADE,
  sku           text NOT NULL REFERENCES products (sku) ON DELETE CASCADE,
  options       jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(options) = 'object'),
  -- 10 = CART_LIMITS.maxQuantityPerLine (contracts); the service refuses more with a 400 first.
  quantity      integer NOT NULL CHECK (quantity BETWEEN 1 AND 10),
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (visitor_hash, sku, options)
);

-- One entry per piece: saving it again replaces its options.
CREATE TABLE wishlist_items (
  visitor_hash  text NOT NULL REFERENCES visitors (token_hash) ON DELETE CASCADE,
  sku           text NOT NULL REFERENCES products (sku) ON DELETE CASCADE,
  options       jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(options) = 'object'),
  added_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (visitor_hash, sku)
);
