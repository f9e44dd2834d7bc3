-- A search reads only its own language, and answers from the documents' rows alone (docs/search.md#speed).
--
-- Before, the four languages' documents shared one heap and one index: a broad search ("anello oro rosa"
-- matches half a brand-size catalogue) visited nearly every page of the table for a quarter of its rows,
-- joined every match to its product for the filters, and read the matches again for each filter count.
-- Now:
-- - product_search is partitioned by language, so one language's matches sit together in its own heap,
--   under its own index;
-- - each row carries what the listing filters, counts and sorts on (category, collection, shape, price,
--   availability, suggested rank, gold colours), copied from the product by the same refresh that builds
--   its documents, so the matches need no join;
-- - `ranking` is the document's naming part (weights A and B, ts_filter): ranking a match reads a few
--   lexemes instead of the whole document with its description and other languages.
-- The triggers of 202611290720 are unchanged: they call catalog_refresh_search, redefined below.

DROP TABLE product_search;

CREATE TABLE product_search (
  sku               text NOT NULL REFERENCES products (sku) ON DELETE CASCADE,
  locale            text NOT NULL CHECK (locale IN ('en', 'it', 'es', 'de')),
  -- A: the name; B: collection, category, shape, gold colours, keywords; C: the description;
  -- D: the names, category, shape and gold colours in the three other languages.
  document          tsvector NOT NULL,
  -- A and B of the document: what the relevance order reads.
  ranking           tsvector NOT NULL,
  category_code     text NOT NULL,
  collection_code   text NOT NULL,
  shape_code        text NOT NULL,
  list_price_cents  integer NOT NULL,
  available         boolean NOT NULL,
  suggested_rank    integer NOT NULL,
  golds             text[] NOT NULL,
  PRIMARY KEY (sku, locale)
) PARTITION BY LIST (locale);

CREATE TABLE product_search_en PARTITION OF product_search FOR VALUES IN ('en');
CREATE TABLE product_search_it PARTITION OF product_search FOR VALUES IN ('it');
CREATE TABLE product_search_es PARTITION OF product_search FOR VALUES IN ('es');
CREATE TABLE product_search_de PARTITION OF product_search FOR VALUES IN ('de');

-- One index per language (an index of a partitioned table is one per partition).
CREATE INDEX product_search_document_idx ON product_search USING gin (document);

CREATE OR REPLACE FUNCTION catalog_refresh_search(skus text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search WHERE sku = ANY (skus);
  WITH named AS (
    SELECT t.sku, t.locale, t.name, t.description, catalog_search_naming(t.sku, t.locale) AS naming
      FROM product_translations t
     WHERE t.sku = ANY (skus)
  ), vectors AS (
    SELECT n.sku, n.locale, n.name, n.description, to_tsvector(catalog_search_config(n.locale), coalesce(n.naming, '')) AS naming_vector
      FROM named n
  ), other_languages AS (
    SELECT v.sku, v.locale, string_agg(other.naming_vector::text, ' ') AS vectors
      FROM vectors v
      JOIN vectors other ON other.sku = v.sku AND other.locale <> v.locale
     GROUP BY v.sku, v.locale
  ), documents AS (
    SELECT v.sku, v.locale,
           setweight(to_tsvector(catalog_search_config(v.locale), v.name), 'A')
        || setweight(v.naming_vector, 'B')
        || setweight(to_tsvector(catalog_search_config(v.locale), v.description), 'C')
        || setweight(coalesce(o.vectors, '')::tsvector, 'D') AS document
      FROM vectors v
      LEFT JOIN other_languages o ON o.sku = v.sku AND o.locale = v.locale
  ), inserted AS (
    INSERT INTO product_search (sku, locale, document, ranking, category_code, collection_code, shape_code,
                                list_price_cents, available, suggested_rank, golds)
    SELECT d.sku, d.locale, d.document, ts_filter(d.document, '{a,b}'), p.category_code, p.collection_code,
           p.shape_code, p.list_price_cents, p.available, p.suggested_rank,
           ARRAY(SELECT o.value FROM product_options o
                  WHERE o.sku = d.sku AND o.option_type = 'GOLD_COLOUR' ORDER BY o.position)
      FROM documents d
      JOIN products p ON p.sku = d.sku
  )
  INSERT INTO catalog_search_words (word)
  SELECT DISTINCT word
    FROM named n,
         regexp_split_to_table(lower(public.unaccent('public.unaccent'::regdictionary,
           concat_ws(' ', n.naming, n.description))), '[^a-z0-9]+') AS word
   WHERE length(word) >= 3
  ON CONFLICT (word) DO NOTHING;
END
$$;

-- The catalogue as it is: its documents in the new table.
SELECT catalog_refresh_search(ARRAY(SELECT sku FROM products));
