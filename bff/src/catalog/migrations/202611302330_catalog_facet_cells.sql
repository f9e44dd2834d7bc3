-- The listing's filter counts at brand size (docs/performance.md#what-a-listing-costs-at-56-5000-and-50000-products):
-- the products counted by every combination of the columns the listing filters on (category, collection,
-- shape, gold colours, availability), with each combination's lowest and highest price. A catalogue of
-- any size has a few hundred such cells, so a browsing listing's counts are sums over them
-- (catalog/facet-groups.ts), where five counts over every matching product took 40-120 ms at 50,000.
-- Kept whole by the database: any statement that changes what a cell counts rebuilds the table.
CREATE TABLE catalog_facet_cells (
  category_code   text    NOT NULL,
  collection_code text    NOT NULL,
  shape_code      text    NOT NULL,
  golds           text[]  NOT NULL,
  available       boolean NOT NULL,
  product_count   integer NOT NULL CHECK (product_count > 0),
  price_min       integer NOT NULL,
  price_max       integer NOT NULL,
  PRIMARY KEY (category_code, collection_code, shape_code, golds, available)
);

CREATE FUNCTION catalog_refresh_facet_cells() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Two writers at once rebuild one after the other: the second reads what the first committed.
  LOCK TABLE catalog_facet_cells IN EXCLUSIVE MODE;
  DELETE FROM catalog_facet_cells;
  INSERT INTO catalog_facet_cells (category_code, collection_code, shape_code, golds, available, product_count, price_min, price_max)
  SELECT p.category_code, p.collection_code, p.shape_code, coalesce(g.golds, '{}'), p.available,
         count(*), min(p.list_price_cents), max(p.list_price_cents)
    FROM products p
    LEFT JOIN (SELECT o.sku, array_agg(o.value ORDER BY o.value) AS golds
                 FROM product_options o
                WHERE o.option_type = 'GOLD_COLOUR'
                GROUP BY o.sku) g ON g.sku = p.sku
   GROUP BY p.category_code, p.collection_code, p.shape_code, coalesce(g.golds, '{}'), p.available;
END
$$;

-- A bulk load (the seed: a few hundred statements of 500 rows at 50,000 products) says so for its
-- transaction (ama.bulk_load) and rebuilds the cells once at its end, instead of after each statement.
CREATE FUNCTION catalog_facet_cells_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ama.bulk_load', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM catalog_refresh_facet_cells();
  RETURN NULL;
END
$$;

CREATE TRIGGER products_facet_cells AFTER INSERT OR DELETE OR UPDATE OF category_code, collection_code, shape_code, list_price_cents, available ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_cells_changed();
CREATE TRIGGER product_options_facet_cells AFTER INSERT OR DELETE OR UPDATE OF option_type, value ON product_options
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_cells_changed();

SELECT catalog_refresh_facet_cells();
