-- Which words the documents of each language hold, and in how many of them as a name (docs/search.md#near-spellings-did-you-mean).
--
-- A correction weighs the 20 catalogue words most like a mistyped one, and keeps those a document of the
-- page's language holds (`found`), a word of the pieces' names first (`named`: weights A and B). Asked of
-- the documents' index, each of those questions built the bitmap of every document holding the word
-- (GIN cannot stop at the first): at 50,000 products "solitaire" is 11,638 rows, for each candidate, and
-- the candidates of "solitare" took 123 ms. Asked of this table, each is one row read by its key.
--
-- Kept by the database from product_search itself, whatever changes it (the refresh of a product's
-- documents deletes and inserts its rows; a product deleted takes its rows with it): each statement adds
-- what its inserted documents hold and takes away what its deleted ones held. Lexemes without a letter a-z
-- (pieces' numbers) are left out: no mistyped word is corrected to a number, and the vocabulary's
-- words, unaccented, have stems of a-z and digits.

CREATE TABLE catalog_search_lexemes (
  locale    text    NOT NULL,
  lexeme    text    NOT NULL,
  -- The documents of the language that hold the lexeme, and of them those that hold it in their names.
  documents integer NOT NULL CHECK (documents >= 0),
  named     integer NOT NULL CHECK (named >= 0 AND named <= documents),
  PRIMARY KEY (locale, lexeme)
);

-- The lexemes of one document, each with whether the document holds it in its names (A or B).
CREATE FUNCTION catalog_search_document_lexemes(document tsvector) RETURNS TABLE (lexeme text, named boolean)
LANGUAGE sql IMMUTABLE AS $$
  SELECT x.lexeme, x.weights && ARRAY['A', 'B'] FROM unnest(document) AS x WHERE x.lexeme ~ '[a-z]'
$$;

-- Two writers at once take their turns for the whole of their transactions (the lock is released at
-- commit): a refresh deletes, then inserts, each touching many count rows, and two refreshes taking
-- those rows' locks in their own orders could otherwise deadlock. Writers are staff's edits and loads.
CREATE FUNCTION catalog_search_lexemes_lock() RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('catalog_search_lexemes'))
$$;

CREATE FUNCTION catalog_search_lexemes_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_search_lexemes_lock();
  INSERT INTO catalog_search_lexemes AS l (locale, lexeme, documents, named)
  SELECT a.locale, x.lexeme, count(*), count(*) FILTER (WHERE x.named)
    FROM added a, catalog_search_document_lexemes(a.document) AS x
   GROUP BY a.locale, x.lexeme
  ON CONFLICT (locale, lexeme) DO UPDATE SET documents = l.documents + excluded.documents, named = l.named + excluded.named;
  RETURN NULL;
END
$$;

CREATE FUNCTION catalog_search_lexemes_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_search_lexemes_lock();
  UPDATE catalog_search_lexemes AS l
     SET documents = l.documents - c.documents, named = l.named - c.named
    FROM (SELECT r.locale, x.lexeme, count(*) AS documents, count(*) FILTER (WHERE x.named) AS named
            FROM removed r, catalog_search_document_lexemes(r.document) AS x
           GROUP BY r.locale, x.lexeme) AS c
   WHERE l.locale = c.locale AND l.lexeme = c.lexeme;
  -- A lexeme no document holds any more is no row: the table is what the documents hold, no more.
  DELETE FROM catalog_search_lexemes AS l WHERE l.documents = 0;
  RETURN NULL;
END
$$;

-- A trigger with transition tables has one event: an update (none is made today; a refresh deletes and
-- inserts) is a removal of the old rows and an addition of the new ones.
CREATE TRIGGER product_search_lexemes_insert AFTER INSERT ON product_search
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_lexemes_added();
CREATE TRIGGER product_search_lexemes_delete AFTER DELETE ON product_search
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_lexemes_removed();
CREATE TRIGGER product_search_lexemes_update_removed AFTER UPDATE ON product_search
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_lexemes_removed();
CREATE TRIGGER product_search_lexemes_update_added AFTER UPDATE ON product_search
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_lexemes_added();

INSERT INTO catalog_search_lexemes (locale, lexeme, documents, named)
SELECT p.locale, x.lexeme, count(*), count(*) FILTER (WHERE x.named)
  FROM product_search p, catalog_search_document_lexemes(p.document) AS x
 GROUP BY p.locale, x.lexeme;
