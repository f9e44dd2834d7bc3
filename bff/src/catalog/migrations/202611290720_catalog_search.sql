-- Full-text search of the catalogue (docs/search.md): a search document per product and language, kept
-- up to date by the database itself (triggers below), searched with the language's own dictionary after
-- unaccent, and a vocabulary of the catalogue's words for near spellings (pg_trgm).
--
-- Both extensions ship with PostgreSQL's contrib and with PGlite, and are "trusted": the database's owner
-- may create them. They live in public, whatever the shop's schema (a test schema is dropped with its
-- tables, never with them), so every use below names public.

CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;

-- One configuration per shop language: accents folded first, then the language's stemmer.
CREATE TEXT SEARCH CONFIGURATION catalog_search_en (COPY = pg_catalog.english);
ALTER TEXT SEARCH CONFIGURATION catalog_search_en ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem;
CREATE TEXT SEARCH CONFIGURATION catalog_search_it (COPY = pg_catalog.italian);
ALTER TEXT SEARCH CONFIGURATION catalog_search_it ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, italian_stem;
CREATE TEXT SEARCH CONFIGURATION catalog_search_es (COPY = pg_catalog.spanish);
ALTER TEXT SEARCH CONFIGURATION catalog_search_es ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, spanish_stem;
CREATE TEXT SEARCH CONFIGURATION catalog_search_de (COPY = pg_catalog.german);
ALTER TEXT SEARCH CONFIGURATION catalog_search_de ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, german_stem;

CREATE FUNCTION catalog_search_config(locale text) RETURNS regconfig LANGUAGE sql STABLE AS $$
  SELECT (CASE locale WHEN 'it' THEN 'catalog_search_it' WHEN 'es' THEN 'catalog_search_es' WHEN 'de' THEN 'catalog_search_de' ELSE 'catalog_search_en' END)::regconfig
$$;

-- Words a buyer looks for that the piece's own texts do not say ('fedina', 'wedding band'), per language.
ALTER TABLE product_translations ADD COLUMN keywords text NOT NULL DEFAULT '';

CREATE TABLE product_search (
  sku      text NOT NULL REFERENCES products (sku) ON DELETE CASCADE,
  locale   text NOT NULL CHECK (locale IN ('en', 'it', 'es', 'de')),
  -- A: the name; B: collection, category, shape, gold colours, keywords; C: the description;
  -- D: the names, category, shape and gold colours in the three other languages (each with its own
  -- dictionary), so 'Ohrringe' or 'anello' find the piece on the English pages too.
  document tsvector NOT NULL,
  PRIMARY KEY (sku, locale)
);
CREATE INDEX product_search_document_idx ON product_search USING gin (document);

-- Every word of the catalogue's texts, unaccented and lower-case: what a near spelling is corrected to.
CREATE TABLE catalog_search_words (
  word text PRIMARY KEY
);
CREATE INDEX catalog_search_words_trigram_idx ON catalog_search_words USING gin (word public.gin_trgm_ops);

-- The words of one product in one language that name it beyond its description.
CREATE FUNCTION catalog_search_naming(target_sku text, target_locale text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', t.name, ct.name, cat.name, st.name, t.keywords,
    (SELECT string_agg(l.label, ' ') FROM product_options o
       JOIN option_labels l ON l.option_type = o.option_type AND l.value = o.value AND l.locale = target_locale
      WHERE o.sku = target_sku AND o.option_type = 'GOLD_COLOUR'))
    FROM product_translations t
    JOIN products p ON p.sku = t.sku
    LEFT JOIN collection_translations ct ON ct.collection_code = p.collection_code AND ct.locale = target_locale
    LEFT JOIN category_translations cat ON cat.category_code = p.category_code AND cat.locale = target_locale
    LEFT JOIN shape_translations st ON st.shape_code = p.shape_code AND st.locale = target_locale
   WHERE t.sku = target_sku AND t.locale = target_locale
$$;

-- Rebuilds the search documents of these products in every language, and adds their words to the vocabulary.
CREATE FUNCTION catalog_refresh_search(skus text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search WHERE sku = ANY (skus);
  INSERT INTO product_search (sku, locale, document)
  SELECT t.sku, t.locale,
         setweight(to_tsvector(catalog_search_config(t.locale), t.name), 'A')
      || setweight(to_tsvector(catalog_search_config(t.locale), coalesce(catalog_search_naming(t.sku, t.locale), '')), 'B')
      || setweight(to_tsvector(catalog_search_config(t.locale), t.description), 'C')
      || setweight(coalesce((
           SELECT string_agg(to_tsvector(catalog_search_config(other.locale), coalesce(catalog_search_naming(t.sku, other.locale), ''))::text, ' ')
             FROM product_translations other
            WHERE other.sku = t.sku AND other.locale <> t.locale), '')::tsvector, 'D')
    FROM product_translations t
   WHERE t.sku = ANY (skus);
  INSERT INTO catalog_search_words (word)
  SELECT DISTINCT word
    FROM product_translations t,
         regexp_split_to_table(lower(public.unaccent('public.unaccent'::regdictionary,
           concat_ws(' ', catalog_search_naming(t.sku, t.locale), t.description))), '[^a-z0-9]+') AS word
   WHERE t.sku = ANY (skus) AND length(word) >= 3
  ON CONFLICT (word) DO NOTHING;
END
$$;

-- Row changes of a product's own tables: the products the statement touched ("changed" is the
-- transition table of each trigger below).
CREATE FUNCTION catalog_search_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh_search(ARRAY(SELECT DISTINCT sku FROM changed));
  RETURN NULL;
END
$$;

-- Names shared by many products (a collection, category, shape or gold colour renamed): every product.
-- Rare, and done by staff or a deployment, never by a shopper.
CREATE FUNCTION catalog_search_names_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh_search(ARRAY(SELECT sku FROM products));
  RETURN NULL;
END
$$;

CREATE TRIGGER product_translations_search_insert AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_products_changed();
CREATE TRIGGER product_translations_search_update AFTER UPDATE ON product_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_products_changed();
CREATE TRIGGER product_options_search_insert AFTER INSERT ON product_options
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_products_changed();
CREATE TRIGGER product_options_search_update AFTER UPDATE ON product_options
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_products_changed();
CREATE TRIGGER product_options_search_delete AFTER DELETE ON product_options
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_products_changed();
CREATE TRIGGER products_search_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_products_changed();
CREATE TRIGGER collection_translations_search AFTER UPDATE ON collection_translations
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_names_changed();
CREATE TRIGGER category_translations_search AFTER UPDATE ON category_translations
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_names_changed();
CREATE TRIGGER shape_translations_search AFTER UPDATE ON shape_translations
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_names_changed();
CREATE TRIGGER option_labels_search AFTER UPDATE ON option_labels
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_names_changed();

-- A catalogue seeded before this migration.
SELECT catalog_refresh_search(ARRAY(SELECT sku FROM products));
