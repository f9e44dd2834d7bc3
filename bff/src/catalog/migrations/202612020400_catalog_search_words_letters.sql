-- The vocabulary of near spellings holds words with a letter in them, no bare numbers (docs/search.md).
-- A correction replaces a mistyped word with the most similar catalogue word, and no word of letters is
-- like a number. A brand-size catalogue names its pieces with numbers ("Aurora Ring 33198"): at 50,000
-- products they were 49,900 of the vocabulary's 50,863 words, and the planner read them all, comparing
-- each, for every correction (33 ms of a typo's search; 1 ms over the 962 words left).

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
   WHERE length(word) >= 3 AND word ~ '[a-z]'
  ON CONFLICT (word) DO NOTHING;
END
$$;

DELETE FROM catalog_search_words WHERE word !~ '[a-z]';
