-- The same search documents and vocabulary as 202611290720_catalog_search.sql builds, in about half the
-- time: each product's naming words (catalog_search_naming) are read and made a tsvector once per
-- language, then used for its own document (B) and for the three others' (D), where the first version
-- read them again for each of them and once more for the vocabulary, six times in all. A brand-size
-- catalogue (CATALOG_PRODUCTS, docs/performance.md#catalogue-size) spends most of its load here.
-- The documents are equal to the first version's, lexeme for lexeme: D is still the text of the other
-- languages' vectors read back as one, which merges their positions whatever their order.

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
    INSERT INTO product_search (sku, locale, document)
    SELECT v.sku, v.locale,
           setweight(to_tsvector(catalog_search_config(v.locale), v.name), 'A')
        || setweight(v.naming_vector, 'B')
        || setweight(to_tsvector(catalog_search_config(v.locale), v.description), 'C')
        || setweight(coalesce(o.vectors, '')::tsvector, 'D')
      FROM vectors v
      LEFT JOIN other_languages o ON o.sku = v.sku AND o.locale = v.locale
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
