-- Keyset pagination (bff/src/catalog/listing-order.ts): one index per order the listing offers and per
-- filter in the shop's suggested order, each ending with the SKU like the orders themselves, so a page
-- is a range of an index however deep it is, and the first page of a filter reads only its rows
-- (docs/search.md#pages). The single-column indexes they replace are their prefixes.
DROP INDEX IF EXISTS products_category_idx;
DROP INDEX IF EXISTS products_collection_idx;
DROP INDEX IF EXISTS products_shape_idx;
DROP INDEX IF EXISTS products_price_idx;

CREATE INDEX products_suggested_order_idx ON products (suggested_rank, sku);
CREATE INDEX products_price_order_idx ON products (list_price_cents, suggested_rank, sku);
CREATE INDEX products_price_desc_order_idx ON products (list_price_cents DESC, suggested_rank, sku);
CREATE INDEX products_category_order_idx ON products (category_code, suggested_rank, sku);
CREATE INDEX products_category_price_order_idx ON products (category_code, list_price_cents, suggested_rank, sku);
CREATE INDEX products_collection_order_idx ON products (collection_code, suggested_rank, sku);
CREATE INDEX products_shape_order_idx ON products (shape_code, suggested_rank, sku);

-- The gold filter and its facet: the products of a colour, answered from the index alone.
DROP INDEX IF EXISTS product_options_type_value_idx;
CREATE INDEX product_options_type_value_sku_idx ON product_options (option_type, value, sku);
