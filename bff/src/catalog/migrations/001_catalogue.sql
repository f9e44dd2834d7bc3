-- The catalogue: collections, categories, stone shapes, products and their options.
-- Every user-facing text lives in a *_translations table keyed by (owner, locale), so adding a
-- language is rows, not columns. Money is integer euro cents.

CREATE TABLE collections (
  code        text PRIMARY KEY,
  position    integer NOT NULL
);

CREATE TABLE collection_translations (
  collection_code text NOT NULL REFERENCES collections (code) ON DELETE CASCADE,
  locale          text NOT NULL CHECK (locale IN ('en', 'it', 'es', 'de')),
  name            text NOT NULL,
  subtitle        text NOT NULL,
  description     text NOT NULL,
  PRIMARY KEY (collection_code, locale)
);

CREATE TABLE categories (
  code        text PRIMARY KEY,
  position    integer NOT NULL
);

CREATE TABLE category_translations (
  category_code text NOT NULL REFERENCES categories (code) ON DELETE CASCADE,
  locale        text NOT NULL CHECK (locale IN ('en', 'it', 'es', 'de')),
  name          text NOT NULL,
  PRIMARY KEY (category_code, locale)
);

CREATE TABLE shapes (
  code        text PRIMARY KEY,
  position    integer NOT NULL
);

CREATE TABLE shape_translations (
  shape_code  text NOT NULL REFERENCES shapes (code) ON DELETE CASCADE,
  locale      text NOT NULL CHECK (locale IN ('en', 'it', 'es', 'de')),
  name        text NOT NULL,
  description text NOT NULL,
  PRIMARY KEY (shape_code, locale)
);

CREATE TABLE products (
  sku                     text PRIMARY KEY CHECK (sku ~ '^[A-Z0-9-]+$'),
  category_code           text NOT NULL REFERENCES categories (code),
  collection_code         text NOT NULL REFERENCES collections (code),
  shape_code              text NOT NULL REFERENCES shapes (code),
  -- Price of the default configuration; option surcharges are added on top.
  list_price_cents        integer NOT NULL CHECK (list_price_cents >= 0),
  default_gold            text NOT NULL CHECK (default_gold IN ('WHITE', 'YELLOW', 'ROSE')),
  available               boolean NOT NULL DEFAULT true,
  shipment_working_days   integer NOT NULL CHECK (shipment_working_days > 0),
  -- Merchandising order of the "suggested" sort (lower first).
  suggested_rank          integer NOT NULL,
  created_at              timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX products_category_idx ON products (category_code);
CREATE INDEX products_collection_idx ON products (collection_code);
CREATE INDEX products_shape_idx ON products (shape_code);
CREATE INDEX products_price_idx ON products (list_price_cents);

CREATE TABLE product_translations (
  sku         text NOT NULL REFERENCES products (sku) ON DELETE CASCADE,
  locale      text NOT NULL CHECK (locale IN ('en', 'it', 'es', 'de')),
  name        text NOT NULL,
  description text NOT NULL,
  PRIMARY KEY (sku, locale)
);

-- One row per choosable value: GOLD_COLOUR/WHITE, SIZE/14, CARAT/0.50, STONE/LAB_DIAMOND, MATERIAL/…
-- WRITING (engraving) has a single row whose value is 'TEXT', carrying the fee and the max length.
CREATE TABLE product_options (
  sku               text NOT NULL REFERENCES products (sku) ON DELETE CASCADE,
  option_type       text NOT NULL CHECK (option_type IN ('GOLD_COLOUR', 'SIZE', 'CARAT', 'STONE', 'WRITING', 'MATERIAL')),
  value             text NOT NULL,
  price_delta_cents integer NOT NULL DEFAULT 0 CHECK (price_delta_cents >= 0),
  is_default        boolean NOT NULL DEFAULT false,
  max_length        integer CHECK (max_length IS NULL OR max_length > 0),
  position          integer NOT NULL,
  PRIMARY KEY (sku, option_type, value)
);

CREATE INDEX product_options_type_value_idx ON product_options (option_type, value);

-- Labels of option values shared by every product ('ROSE' → 'Oro rosa 18KT'), and of the option
-- types themselves (value '*' → 'Colore dell''oro').
CREATE TABLE option_labels (
  option_type text NOT NULL,
  value       text NOT NULL,
  locale      text NOT NULL CHECK (locale IN ('en', 'it', 'es', 'de')),
  label       text NOT NULL,
  PRIMARY KEY (option_type, value, locale)
);

CREATE TABLE product_suggestions (
  sku           text NOT NULL REFERENCES products (sku) ON DELETE CASCADE,
  suggested_sku text NOT NULL REFERENCES products (sku) ON DELETE CASCADE,
  position      integer NOT NULL,
  PRIMARY KEY (sku, suggested_sku),
  CHECK (sku <> suggested_sku)
);
